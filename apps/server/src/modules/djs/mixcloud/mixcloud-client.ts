import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/**
 * Mixcloud's API as this product uses it (mixcloud.com/developers): the browser-based OAuth 2 flow (authorize, then
 * the code exchanged at /oauth/access_token), /me/, the multipart /upload/ and cloudcast lookups by key. `fetch` for
 * the small calls; the upload goes through node:http(s) so its length is known up front and each byte sent counts
 * towards the progress.
 */

/** Why a call failed: the token was refused, Mixcloud could not be reached (or is down), it limits us, or it said no. */
export type MixcloudFailure = 'invalid_token' | 'unavailable' | 'rate_limited' | 'rejected';

export class MixcloudError extends Error {
  override name = 'MixcloudError';
  readonly kind: MixcloudFailure;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: MixcloudFailure, message: string, retryAfterSeconds?: number) {
    super(message);
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type MixcloudUser = { username: string; name: string };
export type Cloudcast = { key: string; name: string; url: string; sectionsCount: number };
export type UploadFile = { body: Readable; size: number; filename: string };

export type MixcloudClient = {
  authorizeUrl(redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  me(token: string): Promise<MixcloudUser>;
  /** Sends the MP3 with its fields; `onProgress` gets the share of the file sent (0 to 1). Answers the show's key. */
  upload(
    token: string,
    fields: ReadonlyArray<readonly [string, string]>,
    file: UploadFile,
    onProgress?: (sent: number) => void,
  ): Promise<{ key: string }>;
  /** The show at `key` (e.g. /dj/set/), or null while Mixcloud does not have it yet (still processing). */
  cloudcast(key: string): Promise<Cloudcast | null>;
};

export type MixcloudClientOptions = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  apiUrl: string;
  wwwUrl: string;
  /** Small calls give up after this long (default 15 s). */
  timeoutMs?: number;
};

type ErrorBody = { error?: { type?: string; message?: string; retry_after?: number } };

/** Mixcloud answers JSON as text/javascript; the token endpoint has been seen answering form-encoded too. */
function parseBody(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    if (text.includes('=')) return Object.fromEntries(new URLSearchParams(text.trim()));
    return undefined;
  }
}

function failureOf(status: number, body: Record<string, unknown> | undefined, retryAfter?: string | null) {
  const error = (body as ErrorBody | undefined)?.error;
  const message = error?.message ?? `Mixcloud answered ${status}`;
  if (error?.type === 'OAuthException') return new MixcloudError('invalid_token', message);
  if (error?.type === 'RateLimitException' || status === 429) {
    const seconds = Number(error?.retry_after ?? retryAfter ?? 60);
    return new MixcloudError('rate_limited', message, Number.isFinite(seconds) ? seconds : 60);
  }
  if (status === 401) return new MixcloudError('invalid_token', message);
  if (status >= 500) return new MixcloudError('unavailable', message);
  return new MixcloudError('rejected', message);
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** A cloudcast key as Mixcloud writes it: /user/slug/ (letters, digits, dashes, underscores). */
export const CLOUDCAST_KEY = /^\/[\w.-]+\/[\w.-]+\/$/;

export function createMixcloudClient(options: MixcloudClientOptions): MixcloudClient {
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function getJson(url: URL, notFound?: 'null'): Promise<Record<string, unknown> | undefined | null> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MixcloudError('unavailable', error instanceof Error ? error.message : 'Mixcloud unreachable');
    }
    const body = parseBody(await response.text().catch(() => ''));
    if (response.status === 404 && notFound === 'null') return null;
    if (!response.ok || (body && 'error' in body))
      throw failureOf(response.status, body, response.headers.get('retry-after'));
    return body;
  }

  return {
    authorizeUrl(redirectUri) {
      const url = new URL(joinUrl(options.wwwUrl, '/oauth/authorize'));
      url.searchParams.set('client_id', options.clientId ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      const url = new URL(joinUrl(options.wwwUrl, '/oauth/access_token'));
      url.searchParams.set('client_id', options.clientId ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('client_secret', options.clientSecret ?? '');
      url.searchParams.set('code', code);
      const body = await getJson(url);
      const token = body?.['access_token'];
      if (typeof token !== 'string' || token === '')
        throw new MixcloudError('rejected', 'Mixcloud gave no access token');
      return token;
    },

    async me(token) {
      const url = new URL(joinUrl(options.apiUrl, '/me/'));
      url.searchParams.set('access_token', token);
      const body = await getJson(url);
      const username = body?.['username'];
      if (typeof username !== 'string') throw new MixcloudError('rejected', 'Mixcloud answered no user');
      const name = typeof body?.['name'] === 'string' ? (body['name'] as string) : username;
      return { username, name };
    },

    upload(token, fields, file, onProgress) {
      const url = new URL(joinUrl(options.apiUrl, '/upload/'));
      url.searchParams.set('access_token', token);
      const boundary = `----cuepoint-mixcloud-${crypto.randomBytes(12).toString('hex')}`;
      const head = Buffer.concat([
        ...fields.map(([name, value]) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="mp3"; filename="${file.filename.replace(/["\r\n]/g, '')}"\r\n` +
            'Content-Type: audio/mpeg\r\n\r\n',
        ),
      ]);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const send = url.protocol === 'https:' ? https.request : http.request;

      return new Promise((resolve, reject) => {
        let settled = false;
        const finish = (error: MixcloudError | null, key?: string) => {
          if (settled) return;
          settled = true;
          file.body.destroy();
          if (error) reject(error);
          else resolve({ key: key! });
        };
        const request = send(url, {
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(head.length + file.size + tail.length),
            Accept: 'application/json',
          },
        });
        // No byte for this long (either way) means the connection is gone.
        request.setTimeout(Math.max(timeoutMs, 60_000), () =>
          request.destroy(new Error('Mixcloud stopped answering')),
        );
        request.on('error', (error) => finish(new MixcloudError('unavailable', error.message)));
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => finish(new MixcloudError('unavailable', error.message)));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const body = parseBody(Buffer.concat(chunks).toString('utf8'));
            const result = body?.['result'] as { success?: boolean; key?: string } | undefined;
            if (status >= 200 && status < 300 && result?.success && typeof result.key === 'string')
              return finish(null, result.key);
            const header = response.headers['retry-after'];
            finish(failureOf(status || 502, body, Array.isArray(header) ? header[0] : header));
          });
        });

        let sent = 0;
        request.write(head);
        file.body.on('data', (chunk: Buffer) => {
          sent += chunk.length;
          if (!request.write(chunk)) {
            file.body.pause();
            request.once('drain', () => file.body.resume());
          }
          onProgress?.(file.size > 0 ? Math.min(1, sent / file.size) : 1);
        });
        file.body.on('error', (error) => {
          request.destroy(error);
          finish(new MixcloudError('rejected', `The MP3 could not be read: ${error.message}`));
        });
        file.body.on('end', () => request.end(tail));
      });
    },

    async cloudcast(key) {
      if (!CLOUDCAST_KEY.test(key)) throw new MixcloudError('rejected', 'Not a Mixcloud show key');
      // A show Mixcloud has not finished processing is not found yet.
      const body = await getJson(new URL(joinUrl(options.apiUrl, key)), 'null');
      if (body === null) return null;
      const sections = Array.isArray(body?.['sections']) ? (body['sections'] as unknown[]) : [];
      return {
        key,
        name: typeof body?.['name'] === 'string' ? (body['name'] as string) : '',
        url: typeof body?.['url'] === 'string' ? (body['url'] as string) : joinUrl(options.wwwUrl, key),
        sectionsCount: sections.length,
      };
    },
  };
}
