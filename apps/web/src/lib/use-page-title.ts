import { useEffect } from 'react';
import { usePageRenderRecord } from '../app/render/page-render-record.tsx';

const SUFFIX = 'Cuepoint';

/** The document title of a screen: its own title with the product's name, or the home page's title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SUFFIX}` : `${SUFFIX} — book DJs in person or live-streamed`;
}

/**
 * Sets the document title (and description meta) for the current screen. On the server the same values go into
 * the first HTML, so a crawler or link preview sees them without running the app.
 */
export function usePageTitle(title: string | undefined, description?: string) {
  const record = usePageRenderRecord();
  if (record) {
    record.title = documentTitle(title);
    if (description) record.description = description;
  }
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}

const STRUCTURED_DATA_ID = 'cuepoint-structured-data';

/**
 * An indexable page's canonical address (a path on this site) and its structured data (schema.org JSON-LD): in the
 * first HTML's head on the server, kept current in the browser as the page's filters change.
 */
export function usePageIndexing(canonicalPath: string, structuredData: unknown) {
  const record = usePageRenderRecord();
  const json = JSON.stringify(structuredData);
  if (record) {
    record.canonical = new URL(canonicalPath, record.origin).toString();
    record.structuredData = structuredData;
  }
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = new URL(canonicalPath, window.location.origin).toString();
    const served = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
    if (served && !served.id) served.id = STRUCTURED_DATA_ID;
    let script = document.getElementById(STRUCTURED_DATA_ID);
    if (!script) {
      script = document.createElement('script');
      script.id = STRUCTURED_DATA_ID;
      script.setAttribute('type', 'application/ld+json');
      document.head.append(script);
    }
    script.textContent = json;
    return () => {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      document.getElementById(STRUCTURED_DATA_ID)?.remove();
    };
  }, [canonicalPath, json]);
}
