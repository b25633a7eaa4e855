/** The one way the web app talks to the server: the spec's envelope, its error wording and the cookie session. */
import { reportSessionDoubt } from './session-signals.ts';

export const API_BASE = '/api/v14';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** How requests reach the server: the browser's fetch, or the server's own in-process transport while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renderer answers the page's queries in process instead of over the network. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Sends a request and returns the parsed body. A failure becomes an ApiError whose message is the body's
 * `error`, else 'HTTP Error: {status}', else 'Network error' (docs/product/accounts-and-sessions.md).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', 0);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  // The account calls answer 401 for a wrong password as well: only the others say a session may have ended.
  if (response.status === 401 && !path.startsWith('/auth/')) reportSessionDoubt();
  if (!response.ok) {
    const serverError =
      parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string'
        ? parsed.error
        : undefined;
    throw new ApiError(serverError ?? `HTTP Error: ${response.status}`, response.status, parsed);
  }
  return parsed as T;
}
