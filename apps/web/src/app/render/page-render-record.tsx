import { createContext, useContext } from 'react';

/**
 * What a page tells the server while it is rendered there: its HTTP status and its document title and
 * description. In the browser there is no record and the hooks below do nothing during render.
 */
export type PageRenderRecord = {
  /** The page's origin as the browser will see it (scheme and host of the request). */
  readonly origin: string;
  status: number;
  title?: string;
  description?: string;
  /** The page's canonical address (absolute), for `<link rel="canonical">`. */
  canonical?: string;
  /** Structured data (schema.org JSON-LD) for the head, as an object. */
  structuredData?: unknown;
  /** Where the page sends the visitor instead (answered with a 302 on the server). */
  redirect?: string;
};

export const PageRenderContext = createContext<PageRenderRecord | null>(null);

/** The record of the server render in progress, or null in the browser. */
export function usePageRenderRecord(): PageRenderRecord | null {
  return useContext(PageRenderContext);
}

/** Marks the page being rendered on the server as missing (when `missing`), so it is answered with 404. */
export function useNotFoundStatus(missing = true) {
  const record = usePageRenderRecord();
  if (record && missing) record.status = 404;
}

/** The page's origin (`https://host`), the same on the server and in the browser, for links and embeds. */
export function usePageOrigin(): string {
  const record = usePageRenderRecord();
  return record ? record.origin : window.location.origin;
}

/** The page's host name, e.g. for players that must be told which site embeds them. */
export function usePageHostname(): string {
  return new URL(usePageOrigin()).hostname;
}
