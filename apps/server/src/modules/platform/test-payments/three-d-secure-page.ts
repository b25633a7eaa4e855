import { escapeHtml } from '../../../http/escape-html.ts';
import type { IntentView } from '../../../adapters/payments/payment-gateway.ts';
import { formatMoney } from '@cuepoint/domain/money/format-money';

/**
 * The test gateway's stand-in for a bank's 3-D Secure check: one small page rendered on the server, no script, its
 * style under the response's CSP nonce. Its buttons post to the API, which sends the browser back to return_url.
 */

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f5; color: #18181b; }
  main { width: min(28rem, calc(100% - 2rem)); background: #fff; border-radius: 0.75rem; padding: 1.5rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  .badge { display: inline-block; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase;
    background: #fef3c7; color: #78350f; border-radius: 999px; padding: 0.2rem 0.6rem; margin-bottom: 0.75rem; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  form { margin: 0; }
  button, a.button { font: inherit; font-weight: 600; border-radius: 0.5rem; padding: 0.65rem 1rem; cursor: pointer;
    border: 2px solid transparent; text-decoration: none; display: inline-block; }
  button.primary { background: #4c1d95; color: #fff; }
  button.secondary { background: #fff; color: #991b1b; border-color: #991b1b; }
  a.button { background: #4c1d95; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .error { color: #991b1b; }
`;

function page(options: { title: string; body: string; nonce: string | undefined }): string {
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(options.title)} · Cuepoint</title>
<style${nonce}>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Test mode</span>
${options.body}
</main>
</body>
</html>`;
}

function amountOf(intent: IntentView): string {
  if (intent.kind !== 'payment_intent') return '';
  const formatted = formatMoney(intent.amountMinor, intent.currency);
  return `<p>Amount to authorize: <span class="amount">${escapeHtml(formatted)}</span></p>`;
}

function hiddenFields(clientSecret: string, returnPath: string | null): string {
  const back = returnPath ? `<input type="hidden" name="return_url" value="${escapeHtml(returnPath)}">` : '';
  return `<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">${back}`;
}

/** The check itself: what is being authorized and the two answers a bank's page could give. */
export function authenticationPage(options: {
  intent: IntentView;
  clientSecret: string;
  returnPath: string | null;
  nonce: string | undefined;
}): string {
  const { intent, clientSecret, returnPath } = options;
  const action = (outcome: string) =>
    `/api/v14/test-payments/3ds/${encodeURIComponent(intent.id)}/${outcome}`;
  const what =
    intent.kind === 'payment_intent' ? 'hold this amount on your card' : 'save your card for later';
  return page({
    title: 'Confirm your card',
    nonce: options.nonce,
    body: `<h1>Confirm your card</h1>
<p>Your bank asks you to confirm it is you before we ${what}. This page stands in for your bank's check: no bank is
contacted and nothing is charged.</p>
${amountOf(intent)}
<div class="actions">
<form method="post" action="${action('complete')}">${hiddenFields(clientSecret, returnPath)}
<button type="submit" class="primary">Complete authentication</button></form>
<form method="post" action="${action('fail')}">${hiddenFields(clientSecret, returnPath)}
<button type="submit" class="secondary">Fail authentication</button></form>
</div>`,
  });
}

/** What the page shows when it cannot ask (the intent moved on, a wrong secret) or after answering without a way back. */
export function messagePage(options: {
  title: string;
  message: string;
  returnPath: string | null;
  nonce: string | undefined;
  error?: boolean;
}): string {
  const back = options.returnPath
    ? `<p><a class="button" href="${escapeHtml(options.returnPath)}">Back to Cuepoint</a></p>`
    : '<p>You can close this page.</p>';
  return page({
    title: options.title,
    nonce: options.nonce,
    body: `<h1>${escapeHtml(options.title)}</h1>
<p${options.error ? ' class="error" role="alert"' : ''}>${escapeHtml(options.message)}</p>
${back}`,
  });
}
