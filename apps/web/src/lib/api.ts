/** The one way the web app talks to the server: the spec's envelope, its error wording and the cookie session. */
import createClient from 'openapi-fetch';
import type { paths } from './api-types';
import { REAUTH_REQUIRED_CODE } from '@cuepoint/domain/accounts/step-up';
import { reportSessionDoubt } from './session-signals.ts';
import { requestStepUp } from './step-up-signals.ts';

export const API_BASE = '/api/v14';

function textOf(body: unknown, key: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's machine code for the failure (`PASSWORD_RULE`), beside its words; absent for network failures. */
  readonly code: string | undefined;
  /** The request field a validation failure names (`country`), where the server says. */
  readonly field: string | undefined;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = textOf(body, 'code');
    this.field = textOf(body, 'field');
  }
}

/** Whether a failure is the server's answer with this machine code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
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

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** What the typed client hands the transport: the URL and init as built, never a browser Request. */
class TransportRequest {
  readonly url: string;
  readonly init: RequestInit;

  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.init = init;
  }

  get method(): string {
    return this.init.method ?? 'GET';
  }
}

/** Sends through the transport; a network failure becomes an ApiError and a 401 outside the account calls a doubt. */
async function sendOnce(request: TransportRequest): Promise<Response> {
  let response: Response;
  try {
    response = await transport(request.url, { ...request.init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', 0);
  }
  // The account calls answer 401 for a wrong password as well: only the others say a session may have ended.
  if (response.status === 401 && !request.url.startsWith(`${API_BASE}/auth/`)) reportSessionDoubt();
  return response;
}

/** Whether an answer is the step-up's refusal (403 REAUTH_REQUIRED), read from a copy so the body stays unread. */
async function asksForPassword(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return textOf(body, 'code') === REAUTH_REQUIRED_CODE;
}

/**
 * Sends a call; a sensitive one refused for want of a recent password (decision record 054) asks for it once and is
 * sent again when it was confirmed. Declined, the refusal stands and the caller shows its message.
 */
async function send(request: TransportRequest): Promise<Response> {
  const response = await sendOnce(request);
  if (!(await asksForPassword(response)) || !(await requestStepUp())) return response;
  return sendOnce(request);
}

/** The server's API, typed from the OpenAPI document it publishes (api-types.d.ts, written by `npm run api-types`). */
export const apiClient = createClient<paths>({
  baseUrl: API_BASE,
  headers: { Accept: 'application/json' },
  querySerializer: queryString,
  Request: TransportRequest as unknown as typeof Request,
  fetch: send as unknown as (request: Request) => Promise<Response>,
});

/** The spec's success envelope, for answers that do not come through the typed client (uploads with progress). */
export type Envelope<T> = { success: true; data: T };

type Answer<D> = { data?: D; error?: unknown; response: Response };

/**
 * The body of a successful answer. A failure becomes an ApiError whose message is the body's `error`, else
 * 'HTTP Error: {status}' (docs/product/accounts-and-sessions.md), carrying the body's machine `code`.
 */
export async function apiBody<D>(pending: Promise<Answer<D>>): Promise<NonNullable<D>> {
  const { data, error, response } = await pending;
  if (!response.ok) {
    const serverError =
      error && typeof error === 'object' && 'error' in error && typeof error.error === 'string'
        ? error.error
        : undefined;
    throw new ApiError(serverError ?? `HTTP Error: ${response.status}`, response.status, error);
  }
  return data as NonNullable<D>;
}

/** The `data` of the spec's envelope `{ success: true, data }`: the one envelope helper. */
export async function apiData<D extends { data: unknown }>(pending: Promise<Answer<D>>): Promise<D['data']> {
  return (await apiBody(pending)).data;
}

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body an operation takes (`JsonBody<'/dj/availability', 'post'>`), as the server's schema declares it. */
export type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer R;
}
  ? JsonContent<NonNullable<R>>
  : never;

/** The `data` of an operation's successful answer, for the web's own names of server shapes. */
export type ApiData<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: infer R };
}
  ? JsonContent<R> extends { data: infer D }
    ? D
    : never
  : never;

/**
 * A body or query taken as the web builds it where the document reads narrower than what the route accepts: a field
 * the route preprocesses or defaults is documented in its parsed form. The route's own validation still applies.
 */
export function asDocumented<T>(value: object): T {
  return value as T;
}

/** The query an operation takes, as its document declares it. */
export type ApiQuery<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

/**
 * The body of a write that takes none: `{}` as JSON, which the server accepts as the app's own request (decision
 * record 008), where a write without a content type from a page could come from anywhere.
 */
export const EMPTY_JSON_BODY = {} as never;
