import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from './messages.ts';

/**
 * The one rule for choosing a password beyond its length (ASVS 2.1.7, NIST 800-63B 5.1.1.2): not the account's
 * e-mail address or its local part, not one character repeated, and not on a list of common and breached
 * passwords. Registration, reset and change of password all apply it on the server; the web forms check what they
 * can without the list (which stays on the server, too large for the bundle) and show the server's answer for the
 * rest next to the field.
 */

/** Answers whether a password (already lower-cased) is on the common-password list. */
export type CommonPasswordCheck = (lowerCasePassword: string) => boolean;

/** The messages a password field may get from this rule; the forms use them to place a server answer. */
export const PASSWORD_RULE_MESSAGES: readonly string[] = [PASSWORD_TOO_COMMON, PASSWORD_IS_EMAIL];

/**
 * Why a new password is refused, or undefined when it is acceptable. Without `isCommon` only the checks that need
 * no list run (what the web app does before it sends).
 */
export function passwordRuleError(
  password: string,
  options: { email?: string | null | undefined; isCommon?: CommonPasswordCheck | undefined } = {},
): string | undefined {
  const lower = password.trim().toLowerCase();
  if (!lower) return undefined;
  const email = options.email?.trim().toLowerCase();
  if (email) {
    const localPart = email.split('@')[0];
    if (lower === email || lower === localPart) return PASSWORD_IS_EMAIL;
  }
  if (/^(.)\1*$/su.test(lower)) return PASSWORD_TOO_COMMON;
  if (options.isCommon?.(lower)) return PASSWORD_TOO_COMMON;
  return undefined;
}
