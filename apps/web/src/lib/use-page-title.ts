import { useEffect } from 'react';

const SUFFIX = 'Cuepoint';

/** Sets the document title (and description meta) for the current screen. */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : `${SUFFIX} — book DJs in person or live-streamed`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
