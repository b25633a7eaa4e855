/**
 * Taps that come before the app has taken over a server-rendered page. Between the first paint and the moment the
 * browser's app hydrates the page (its scripts load and run, on a slow phone a second or more), a button looks
 * ready but nothing listens to it: the tap would be lost, or a submit button would post its form natively. This
 * script, inlined at the top of the page with the response's script nonce, holds such taps (buttons, tabs, the
 * elements acting as buttons) and the app replays them once it has taken over (apps/web/src/app/render/early-taps.ts).
 * Links are left alone: they work without the app.
 */
export const EARLY_TAPS_GLOBAL = '__cuepointEarlyTaps';

const SCRIPT = `(function(){var held=[];function hold(event){var target=event.target;if(!(target instanceof Element))return;var control=target.closest('button,[role="button"],[role="tab"],[role="menuitem"],[role="switch"]');if(!control||control.disabled||control.closest('a[href]'))return;event.preventDefault();event.stopPropagation();if(held.indexOf(control)<0)held.push(control);}document.addEventListener('click',hold,true);window.${EARLY_TAPS_GLOBAL}=function(){document.removeEventListener('click',hold,true);var taps=held;held=[];return taps;};})();`;

/** The page with the early-tap script as the first element of its head. Without a nonce (no CSP) it is left out. */
export function withEarlyTaps(html: string, scriptNonce: string | undefined): string {
  if (!scriptNonce) return html;
  const script = `<script nonce="${scriptNonce}">${SCRIPT}</script>`;
  return html.replace(/<head[^>]*>/i, (head) => `${head}${script}`);
}
