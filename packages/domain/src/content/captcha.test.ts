import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZCaptchaAnswer } from './captcha.ts';
import {
  createArithmeticQuestion,
  mentionsCaptcha,
  solveArithmeticQuestion,
  CAPTCHA_MESSAGES,
} from './captcha-question.ts';

describe('arithmetic captcha questions', () => {
  it('are solvable from their text and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 3, maxLength: 3 }),
        (draws) => {
          let i = 0;
          const q = createArithmeticQuestion(
            (min, max) => min + Math.floor(draws[i++ % 3]! * (max - min + 1)),
          );
          expect(q.question).toMatch(/^What is \d+ [+-] \d+\?$/);
          expect(q.answer).toBeGreaterThanOrEqual(0);
          expect(solveArithmeticQuestion(q.question)).toBe(q.answer);
        },
      ),
    );
  });

  it('answers nothing for text that is not a question', () => {
    expect(solveArithmeticQuestion('hello')).toBeUndefined();
  });

  it('accepts numbers and digit strings as answers, nothing else', () => {
    expect(ZCaptchaAnswer.parse(12)).toBe(12);
    expect(ZCaptchaAnswer.parse(' 12 ')).toBe('12');
    for (const bad of ['', 'twelve', '1e3', '12.5', null, {}, 1.5]) {
      expect(ZCaptchaAnswer.safeParse(bad).success).toBe(false);
    }
  });

  it('errors that mention the captcha trigger a new question', () => {
    for (const message of Object.values(CAPTCHA_MESSAGES)) expect(mentionsCaptcha(message)).toBe(true);
    expect(mentionsCaptcha('Submission failed')).toBe(false);
  });
});
