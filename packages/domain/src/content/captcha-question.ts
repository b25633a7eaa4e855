/**
 * The human check of the newsletter, contact and bug report forms (docs/product/content.md): a small arithmetic
 * question. The server signs the answer into a token that expires and can be used once; a wrong answer costs the token,
 * so the form loads a fresh question.
 */
export const CAPTCHA_TTL_MINUTES = 30;

export const CAPTCHA_MESSAGES = {
  required: 'Please answer the captcha question',
  notNumber: 'The captcha answer must be a number',
  wrong: 'Incorrect captcha answer. Please try the new question.',
  expired: 'The captcha has expired. Please answer the new question.',
  used: 'This captcha was already used. Please answer the new question.',
  invalid: 'The captcha is invalid. Please answer the new question.',
} as const;

export type ArithmeticQuestion = { question: string; answer: number };

/** Random whole number in [min, max]; injected so the server can use a CSPRNG and tests can fix it. */
export type RandomInt = (min: number, max: number) => number;

/** "What is 7 + 5?" or "What is 12 - 4?" (never negative), small enough to do in one's head. */
export function createArithmeticQuestion(randomInt: RandomInt): ArithmeticQuestion {
  const a = randomInt(2, 15);
  const b = randomInt(1, 9);
  if (randomInt(0, 1) === 0) return { question: `What is ${a} + ${b}?`, answer: a + b };
  const [big, small] = a >= b ? [a, b] : [b, a];
  return { question: `What is ${big} - ${small}?`, answer: big - small };
}

/** Solves a question created above; used by tests and the end-to-end suite, like a person would. */
export function solveArithmeticQuestion(question: string): number | undefined {
  const match = /(\d+)\s*([+-])\s*(\d+)/.exec(question);
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[3]);
  return match[2] === '+' ? a + b : a - b;
}

/** docs/product/content.md: an error that mentions the captcha makes the form load a new question. */
export function mentionsCaptcha(message: string): boolean {
  return /captcha/i.test(message);
}
