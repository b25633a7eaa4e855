import { badRequest } from '../../../http/app-error.ts';
import type { IntentView } from '../../../adapters/payments/payment-gateway.ts';

export const RETURN_URL_REFUSED = 'return_url must be an address on this site';

/**
 * Where the browser may be sent back after the test 3-D Secure page: a path on this site, or an address on
 * PUBLIC_URL's origin, answered as path, query and fragment. Anything else (another site, `//host`, `javascript:`)
 * is refused, so the page cannot be used to send people elsewhere.
 */
export function ownReturnPath(returnUrl: string, publicUrl: string): string {
  const site = new URL(publicUrl);
  let target: URL;
  try {
    target = new URL(returnUrl, site);
  } catch {
    throw badRequest(RETURN_URL_REFUSED);
  }
  const relative = returnUrl.startsWith('/') && !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\');
  if (target.origin !== site.origin || (!relative && !/^https?:\/\//i.test(returnUrl)))
    throw badRequest(RETURN_URL_REFUSED);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Stripe's parameters on the way back: the intent, its client secret and whether authentication succeeded. */
export function withRedirectParameters(returnPath: string, intent: IntentView): string {
  const url = new URL(returnPath, 'http://return.invalid');
  const name = intent.kind === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.clientSecret);
  const succeeded = intent.status === 'requires_capture' || intent.status === 'succeeded';
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}${url.hash}`;
}
