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
