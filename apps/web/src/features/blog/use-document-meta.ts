import { useEffect } from 'react';

type Meta = {
  title: string;
  description: string;
  url: string;
  image?: string | null | undefined;
  type?: 'article' | 'website' | 'profile';
  publishedTime?: string | undefined;
};

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

/**
 * A page's Open Graph and Twitter tags and canonical link, set while it is shown and restored after (the server
 * writes the same tags into the HTML of a post page for crawlers that do not run scripts).
 */
export function useDocumentMeta(meta: Meta | undefined) {
  useEffect(() => {
    if (!meta) return;
    const keys: Array<['name' | 'property', string, string | undefined]> = [
      ['property', 'og:title', meta.title],
      ['property', 'og:description', meta.description],
      ['property', 'og:type', meta.type ?? 'article'],
      ['property', 'og:url', meta.url],
      [
        'property',
        'og:image',
        meta.image ? new URL(meta.image, window.location.origin).toString() : undefined,
      ],
      ['property', 'article:published_time', meta.publishedTime],
      ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', meta.title],
      ['name', 'twitter:description', meta.description],
    ];
    const previous = keys.map(
      ([attribute, key]) =>
        [
          attribute,
          key,
          document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? undefined,
        ] as const,
    );
    for (const [attribute, key, value] of keys) setMeta(attribute, key, value);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const previousCanonical = canonical?.href;
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = meta.url;
    return () => {
      for (const [attribute, key, value] of previous) setMeta(attribute, key, value);
      if (previousCanonical) canonical.href = previousCanonical;
      else canonical.remove();
    };
  }, [meta?.title, meta?.description, meta?.url, meta?.image, meta?.type, meta?.publishedTime]); // eslint-disable-line react-hooks/exhaustive-deps
}
