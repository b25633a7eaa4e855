import { escapeHtml } from '../escape-html.ts';

/** What the server renderer made of a page, ready to go into index.html. */
export type RenderedPage = {
  html: string;
  title: string | undefined;
  description: string | undefined;
  /** The canonical address, and structured data (JSON-LD, already safe inside a <script> element). */
  canonical?: string | undefined;
  structuredData?: string | undefined;
  /** The hydration JSON, already safe inside a <script> element. */
  state: string;
};

export const ROOT_ELEMENT = '<div id="root"></div>';
export const HYDRATION_STATE_ID = 'cuepoint-state';

/**
 * index.html with the page's markup inside the root element, its title and description in the head, and the
 * hydration JSON before `</body>` (a data block: `type="application/json"` is never executed, so the CSP needs
 * no script nonce for it).
 */
export function assemblePage(template: string, page: RenderedPage): string {
  let html = template.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
  if (page.title) {
    const title = `<title>${escapeHtml(page.title)}</title>`;
    html = html.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  }
  if (page.description) {
    const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
    html = html.replace(/<meta\s+name="description"[^>]*>/i, () => description);
  }
  const head = [
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" />` : '',
    page.structuredData ? `<script type="application/ld+json">${page.structuredData}</script>` : '',
  ].join('');
  if (head) html = html.replace(/<\/head>/i, () => `${head}</head>`);
  const state = `<script type="application/json" id="${HYDRATION_STATE_ID}">${page.state}</script>`;
  return html.replace(/<\/body>/i, () => `${state}</body>`);
}
