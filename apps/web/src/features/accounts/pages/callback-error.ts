import * as messages from '@cuepoint/domain/accounts/messages';

const KNOWN = new Set<unknown>(Object.values(messages).filter((value) => typeof value === 'string'));

/**
 * The text for ?error= on /auth/callback. Our server sends one of its own messages there (provider not configured,
 * sign-in could not start); a provider sends a code such as access_denied. Only our own wording is shown as is, so a
 * crafted link cannot put arbitrary text on the page.
 */
export function callbackErrorMessage(error: string): string {
  return KNOWN.has(error) ? error : messages.AUTHENTICATION_FAILED;
}
