import { describe, expect, it } from 'vitest';
import { assemblePage } from './page-html.ts';

const TEMPLATE =
  '<html><head><title>Cuepoint</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('assemblePage', () => {
  it("puts an indexable page's canonical address and structured data into the head", () => {
    const html = assemblePage(TEMPLATE, {
      html: '<h1>DJs</h1>',
      title: 'Find DJs · Cuepoint',
      description: 'DJs',
      canonical: 'https://cuepoint.test/find-djs?genre=Hard+Techno&city=Berlin',
      structuredData: '{"@type":"CollectionPage","name":"\\u003c/script\\u003e"}',
      state: '{}',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="canonical" href="https://cuepoint.test/find-djs?genre=Hard+Techno&amp;city=Berlin" />',
    );
    expect(head).toContain(
      '<script type="application/ld+json">{"@type":"CollectionPage","name":"\\u003c/script\\u003e"}</script>',
    );
  });

  it('adds nothing to the head of a page that names neither', () => {
    const html = assemblePage(TEMPLATE, { html: '', title: undefined, description: undefined, state: '{}' });
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('ld+json');
  });
});
