/** What the newsletter forms say (docs/product/content.md); no zod, so the web app's first load stays small. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed! Check your inbox for a confirmation e-mail.',
  already: 'This email is already subscribed to our newsletter.',
  failed: 'Subscription failed',
  network: 'Network error. Please try again.',
  unsubscribed: 'You have been unsubscribed from the Cuepoint newsletter.',
  alreadyUnsubscribed: 'This address is already unsubscribed.',
  unknownLink: 'This unsubscribe link is not valid. It may have been mistyped.',
} as const;

/**
 * docs/product/content.md: a message containing "Successfully" or "already" shows as success (green), anything else
 * red.
 */
export function isNewsletterSuccess(message: string): boolean {
  return message.includes('Successfully') || message.includes('already');
}
