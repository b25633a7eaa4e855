import { passwordRuleError } from '@cuepoint/domain/accounts/password-rules';
import { AppError } from '../../../http/app-error.ts';
import { commonPasswordCheck } from './common-passwords.ts';

/**
 * Refuses a new password that breaks the domain's rule (common, breached, the address itself) with a 400 naming the
 * password field. Registration, reset and change of password all call it before hashing.
 */
export async function assertAcceptablePassword(password: string, email: string | null | undefined) {
  const message = passwordRuleError(password, { email, isCommon: await commonPasswordCheck() });
  if (message) throw new AppError('PASSWORD_RULE', message, { fields: { password: message } });
}
