import { describe, expect, it } from 'vitest';
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from './messages.ts';
import { PASSWORD_RULE_MESSAGES, passwordRuleError } from './password-rules.ts';

const common = new Set(['password', '12345678', 'iloveyou']);
const isCommon = (value: string) => common.has(value);

describe('passwordRuleError', () => {
  it('refuses a listed password in any letter case', () => {
    expect(passwordRuleError('password', { isCommon })).toBe(PASSWORD_TOO_COMMON);
    expect(passwordRuleError('PassWord', { isCommon })).toBe(PASSWORD_TOO_COMMON);
    expect(passwordRuleError('12345678', { isCommon })).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses the e-mail address and its local part', () => {
    const email = 'Kai.Mixes@Example.com';
    expect(passwordRuleError('kai.mixes@example.com', { email })).toBe(PASSWORD_IS_EMAIL);
    expect(passwordRuleError('KAI.MIXES', { email })).toBe(PASSWORD_IS_EMAIL);
    expect(passwordRuleError(' kai.mixes ', { email })).toBe(PASSWORD_IS_EMAIL);
  });

  it('refuses one character repeated', () => {
    expect(passwordRuleError('aaaaaaaaaa')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordRuleError('🎧🎧🎧🎧🎧🎧🎧🎧')).toBe(PASSWORD_TOO_COMMON);
  });

  it('accepts a password of its own, and checks without the list when none is given', () => {
    expect(passwordRuleError('a sound password', { email: 'kai@example.com', isCommon })).toBeUndefined();
    expect(passwordRuleError('password', { email: 'kai@example.com' })).toBeUndefined();
    expect(passwordRuleError('')).toBeUndefined();
  });

  it('names every message it can answer', () => {
    expect(PASSWORD_RULE_MESSAGES).toEqual([PASSWORD_TOO_COMMON, PASSWORD_IS_EMAIL]);
  });
});
