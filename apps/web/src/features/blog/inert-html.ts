const DROP =
  'script, style, iframe, frame, object, embed, form, input, button, textarea, select, link, meta, base, svg, math, template';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster'];
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/**
 * Defence in depth for post bodies: the server already sanitizes them on import, and this second pass on the
 * client makes sure that whatever reaches the page cannot run code — no script-bearing elements, no event
 * handler or style attributes, and only http(s), mailto, same-site or fragment URLs. Parsing happens in an inert
 * document, so nothing in the input runs while it is cleaned. The browser's pass runs as the page hydrates.
 */
export function inertHtml(html: string): string {
  // The server renderer has no DOM; it sends the body as the server sanitized it on import.
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((element) => element.remove());
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL scheme ("java\tscript:"); so does this check.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (name.startsWith('on') || name === 'style') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(value))
        element.removeAttribute(attribute.name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
