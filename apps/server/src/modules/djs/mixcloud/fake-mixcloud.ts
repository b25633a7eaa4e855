import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { boundaryOf, readMultipart, type FakePart } from './fake-multipart.ts';

/**
 * A local stand-in for Mixcloud (www.mixcloud.com's OAuth pages and api.mixcloud.com) for the server tests and the
 * e2e suite: the authorize page and code exchange, /me/, /upload/ and show lookups, with Mixcloud's answers (JSON
 * sent as text/javascript, errors as { error: { type, message } }). /upload/ checks the multipart fields exactly as
 * the developers page describes them and keeps what it received for the tests to read. /__fake/* steers it: take it
 * down, revoke every token, keep new shows "processing" for a number of lookups, refuse the next authorization.
 */

export type FakeUser = { username: string; name: string };

export type FakeUpload = {
  token: string;
  user: FakeUser;
  key: string;
  /** Every text field as received, by name. */
  fields: Record<string, string>;
  mp3: { filename: string; contentType: string | null; size: number };
  /** The sections read back from the fields, in order. */
  sections: Array<{ artist?: string; song?: string; chapter?: string; start_time?: number }>;
  tags: string[];
};

export type FakeMixcloudState = {
  clientId: string;
  clientSecret: string;
  /** 503 to every API and OAuth call while true. */
  down: boolean;
  /** Lookups of a new show answered 404 (processing) before it is found. */
  processingLookups: number;
  /** Who authorizes next. */
  nextUser: FakeUser;
  /** The next authorization is declined (error=access_denied). */
  denyNext: boolean;
  uploads: FakeUpload[];
  tokens: Map<string, FakeUser>;
};

export type FakeMixcloud = {
  url: string;
  state: FakeMixcloudState;
  close(): Promise<void>;
};

const ALLOWED_FIELD =
  /^(?:name|description|unlisted|publish_date|disable_comments|hide_stats|tags-[0-4]-tag|hosts-[01]-username|sections-\d+-(?:artist|song|chapter|start_time))$/;
const MP3_MAX_BYTES = 4_294_967_296;

/** An MP3 starts with an ID3 tag or an MPEG audio frame header (11 set sync bits). */
function looksLikeMp3(bytes: Buffer): boolean {
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') return true;
  return bytes.length > 1 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const error = (status: number, type: string, message: string, details?: unknown): Answer => ({
  status,
  body: { error: { type, message, ...(details ? { details } : {}) } },
});
const invalidToken = () => error(401, 'OAuthException', 'An invalid access token was provided');

/** Checks an upload's parts as Mixcloud's form does; answers the refusal, or what was uploaded. */
export function checkUploadParts(
  parts: FakePart[],
): { problem: string } | Omit<FakeUpload, 'token' | 'user' | 'key'> {
  const fields: Record<string, string> = {};
  let mp3: FakeUpload['mp3'] | undefined;
  let mp3Bytes: Buffer | undefined;
  for (const part of parts) {
    if (part.name === 'mp3' || part.name === 'picture') {
      if (part.filename === null) return { problem: `${part.name} must be a file` };
      if (part.name === 'mp3') {
        if (mp3) return { problem: 'mp3 sent twice' };
        mp3 = { filename: part.filename, contentType: part.contentType, size: part.data.length };
        mp3Bytes = part.data;
      }
      continue;
    }
    if (!ALLOWED_FIELD.test(part.name)) return { problem: `unknown field ${part.name}` };
    if (part.filename !== null) return { problem: `${part.name} must be a text field` };
    if (part.name in fields) return { problem: `${part.name} sent twice` };
    fields[part.name] = part.data.toString('utf8');
  }
  if (!mp3 || !mp3Bytes) return { problem: 'mp3: This field is required.' };
  if (mp3.size === 0 || !looksLikeMp3(mp3Bytes)) return { problem: 'mp3: The file is not an MP3.' };
  if (mp3.size > MP3_MAX_BYTES) return { problem: 'mp3: The file is larger than 4294967296 bytes.' };
  if (!fields['name']?.trim()) return { problem: 'name: This field is required.' };
  if ((fields['description'] ?? '').length > 1000)
    return { problem: 'description: Ensure this value has at most 1000 characters.' };

  const tags: string[] = [];
  for (let index = 0; `tags-${index}-tag` in fields; index += 1) tags.push(fields[`tags-${index}-tag`]!);
  if (Object.keys(fields).filter((name) => name.startsWith('tags-')).length !== tags.length)
    return { problem: 'tags: numbered from 0 without gaps' };
  if (tags.some((tag) => tag.trim() === '')) return { problem: 'tags: a tag is blank' };

  const sectionNumbers = new Set(
    Object.keys(fields)
      .filter((name) => name.startsWith('sections-'))
      .map((name) => Number(name.split('-')[1])),
  );
  const sections: FakeUpload['sections'] = [];
  let lastStart = -1;
  for (let index = 0; index < sectionNumbers.size; index += 1) {
    if (!sectionNumbers.has(index)) return { problem: 'sections: numbered from 0 without gaps' };
    const artist = fields[`sections-${index}-artist`];
    const song = fields[`sections-${index}-song`];
    const chapter = fields[`sections-${index}-chapter`];
    const start = fields[`sections-${index}-start_time`];
    if (chapter === undefined && (!artist?.trim() || !song?.trim()))
      return { problem: `sections-${index}: a track needs both artist and song` };
    if (chapter !== undefined && (artist !== undefined || song !== undefined))
      return { problem: `sections-${index}: a chapter has no artist or song` };
    const section: FakeUpload['sections'][number] =
      chapter !== undefined ? { chapter } : { artist: artist!, song: song! };
    if (start !== undefined) {
      if (!/^\d+$/.test(start)) return { problem: `sections-${index}-start_time: Enter a whole number.` };
      if (Number(start) < lastStart)
        return { problem: `sections-${index}-start_time: before the section before` };
      lastStart = Number(start);
      section.start_time = Number(start);
    }
    sections.push(section);
  }
  return { fields, mp3, sections, tags };
}

function slugOf(name: string, taken: (slug: string) => boolean): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'upload';
  let slug = base;
  for (let n = 2; taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const htmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function authorizePage(clientId: string, redirectUri: string, user: FakeUser): string {
  const hidden =
    `<input type="hidden" name="client_id" value="${htmlEscape(clientId)}">` +
    `<input type="hidden" name="redirect_uri" value="${htmlEscape(redirectUri)}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize application · Mixcloud (local fake)</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1d1f;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;box-shadow:0 2px 12px #0002}h1{font-size:1.4rem}
button{font-size:1rem;padding:10px 18px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}.allow{background:#5000ff;color:#fff}.deny{background:#e5e5ea}</style></head>
<body><main><h1>Connect to Mixcloud</h1><p>An application wants to access your Mixcloud account <strong>${htmlEscape(user.name)}</strong> (@${htmlEscape(user.username)}) and upload shows for you.</p>
<p><small>This is the local fake of Mixcloud used by tests.</small></p>
<form method="post" action="/oauth/authorize">${hidden}<button class="allow" name="decision" value="allow">Allow access</button><button class="deny" name="decision" value="deny">Deny</button></form></main></body></html>`;
}

export async function startFakeMixcloud(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<FakeMixcloud> {
  const state: FakeMixcloudState = {
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? 'fake-client-secret',
    down: false,
    processingLookups: 0,
    nextUser: { username: 'fake-dj', name: 'Fake DJ' },
    denyNext: false,
    uploads: [],
    tokens: new Map(),
  };
  const codes = new Map<string, { redirectUri: string; user: FakeUser }>();
  const lookups = new Map<string, number>();
  let url = '';

  const userOf = (search: URLSearchParams) => state.tokens.get(search.get('access_token') ?? '');

  async function route(
    request: http.IncomingMessage,
  ): Promise<Answer | { redirect: string } | { html: string }> {
    const target = new URL(request.url ?? '/', 'http://fake');
    const { pathname, searchParams } = target;
    const method = request.method ?? 'GET';

    if (pathname === '/__fake/state' && method === 'GET')
      return { status: 200, body: { ...state, tokens: [...state.tokens.entries()] } };
    if (pathname === '/__fake/control' && method === 'POST') {
      const change = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Partial<
        Pick<FakeMixcloudState, 'down' | 'processingLookups' | 'nextUser' | 'denyNext'>
      > & { revokeAll?: boolean; reset?: boolean };
      if (change.reset) {
        state.uploads = [];
        state.tokens.clear();
        state.down = false;
        state.processingLookups = 0;
        state.denyNext = false;
      }
      if (change.revokeAll) state.tokens.clear();
      if (change.down !== undefined) state.down = change.down;
      if (change.processingLookups !== undefined) state.processingLookups = change.processingLookups;
      if (change.nextUser) state.nextUser = change.nextUser;
      if (change.denyNext !== undefined) state.denyNext = change.denyNext;
      return { status: 200, body: { ok: true } };
    }
    if (state.down) return { status: 503, body: '<html><body>Service Unavailable</body></html>' };

    if (pathname === '/oauth/authorize') {
      const form =
        method === 'POST' ? new URLSearchParams((await readBody(request)).toString('utf8')) : searchParams;
      const clientId = form.get('client_id') ?? '';
      const redirectUri = form.get('redirect_uri') ?? '';
      if (clientId !== state.clientId) return error(400, 'OAuthException', 'Unknown client_id');
      if (!/^https?:\/\//.test(redirectUri)) return error(400, 'OAuthException', 'redirect_uri is required');
      if (method === 'GET') return { html: authorizePage(clientId, redirectUri, state.nextUser) };
      const back = new URL(redirectUri);
      if (form.get('decision') !== 'allow' || state.denyNext) {
        state.denyNext = false;
        back.searchParams.set('error', 'access_denied');
        return { redirect: back.toString() };
      }
      const code = crypto.randomBytes(8).toString('hex');
      codes.set(code, { redirectUri, user: state.nextUser });
      back.searchParams.set('code', code);
      return { redirect: back.toString() };
    }

    if (pathname === '/oauth/access_token') {
      const code = searchParams.get('code') ?? '';
      const grant = codes.get(code);
      if (
        searchParams.get('client_id') !== state.clientId ||
        searchParams.get('client_secret') !== state.clientSecret
      )
        return error(400, 'OAuthException', 'Invalid client credentials');
      if (!grant) return error(400, 'OAuthException', 'Invalid or used code');
      if (grant.redirectUri !== searchParams.get('redirect_uri'))
        return error(400, 'OAuthException', 'redirect_uri does not match the authorization');
      codes.delete(code);
      const token = crypto.randomBytes(16).toString('hex');
      state.tokens.set(token, grant.user);
      return { status: 200, body: { access_token: token } };
    }

    if (pathname === '/me/' && method === 'GET') {
      const user = userOf(searchParams);
      if (!user) return invalidToken();
      return {
        status: 200,
        body: {
          key: `/${user.username}/`,
          url: `${url}/${user.username}/`,
          username: user.username,
          name: user.name,
        },
      };
    }

    if (pathname === '/upload/' && method === 'POST') {
      const user = userOf(searchParams);
      const body = await readBody(request);
      if (!user) return invalidToken();
      const boundary = boundaryOf(request.headers['content-type']);
      if (!boundary) return error(400, 'InvalidRequestError', 'Uploads must be multipart/form-data');
      if (Number(request.headers['content-length']) !== body.length)
        return error(400, 'InvalidRequestError', 'Content-Length does not match the body');
      const parts = readMultipart(body, boundary);
      if (typeof parts === 'string')
        return error(400, 'InvalidRequestError', `Malformed multipart body: ${parts}`);
      const checked = checkUploadParts(parts);
      if ('problem' in checked) return error(400, 'InvalidRequestError', checked.problem);
      const slug = slugOf(checked.fields['name']!, (candidate) =>
        state.uploads.some((upload) => upload.key === `/${user.username}/${candidate}/`),
      );
      const key = `/${user.username}/${slug}/`;
      state.uploads.push({ ...checked, token: searchParams.get('access_token')!, user, key });
      lookups.set(key, 0);
      return {
        status: 200,
        body: { result: { success: true, message: `Uploaded ${checked.fields['name']}`, key } },
      };
    }

    const show = /^\/([\w.-]+)\/([\w.-]+)\/$/.exec(pathname);
    if (show && method === 'GET') {
      const upload = state.uploads.find((item) => item.key === pathname);
      const seen = lookups.get(pathname) ?? 0;
      lookups.set(pathname, seen + 1);
      if (!upload || seen < state.processingLookups)
        return error(404, 'NotFoundError', 'Cloudcast not found');
      return {
        status: 200,
        body: {
          key: upload.key,
          url: `${url}${upload.key}`,
          name: upload.fields['name'],
          slug: show[2],
          user: { username: upload.user.username, name: upload.user.name },
          tags: upload.tags.map((name) => ({ name, key: `/discover/${name.toLowerCase()}/` })),
          sections: upload.sections.map((section) => ({
            start_time: section.start_time ?? null,
            section_type: section.chapter !== undefined ? 'chapter' : 'track',
            ...(section.chapter !== undefined
              ? { chapter: section.chapter }
              : { track: { name: section.song, artist: { name: section.artist } } }),
          })),
        },
      };
    }
    return error(404, 'NotFoundError', 'Not found');
  }

  const server = http.createServer((request, response) => {
    route(request).then(
      (answer) => {
        if ('redirect' in answer) {
          response.writeHead(302, { Location: answer.redirect }).end();
        } else if ('html' in answer) {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
        } else if (typeof answer.body === 'string') {
          response.writeHead(answer.status, { 'Content-Type': 'text/html' }).end(answer.body);
        } else {
          // Mixcloud sends its JSON as text/javascript.
          response
            .writeHead(answer.status, { 'Content-Type': 'text/javascript; charset=utf-8', ...answer.headers })
            .end(JSON.stringify(answer.body));
        }
      },
      (failure: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(failure));
      },
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
