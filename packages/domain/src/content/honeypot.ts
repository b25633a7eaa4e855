/**
 * The hidden field of the public forms: people never fill it, form-filling bots do. The server answers a filled
 * one exactly as it answers people and keeps nothing (decision record 009). No zod here: the web app's first load
 * renders the field.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(value: string | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
