import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INVALID_CHARACTERS } from '@cuepoint/domain/text/safe-text';
import { useTestApp } from '../test/use-test-app.ts';
import { testIp } from '../modules/platform/spam/captcha-testing.ts';

const t = useTestApp();

type Call = {
  method: 'GET' | 'POST';
  url: string;
  /** A body or query every rule but the tested field's accepts. */
  sample: Record<string, unknown>;
  /** The free-text fields (dotted paths into the sample). */
  fields: string[];
};

const register = {
  user_type: 'dj',
  stage_name: 'Nova Reyes',
  country: 'DE',
  city: 'Berlin',
  bio: 'Deep house\nand techno',
  first_name: 'Nova',
  timezone: 'Europe/Berlin',
  mixcloud_url: 'https://www.mixcloud.com/nova',
  preferred_artists: ['Peggy Gou'],
  email: 'nova@example.com',
  password: 'a long passphrase',
  confirm_password: 'a long passphrase',
  recaptcha_token: 'solution',
};

/** Every public call that takes text, with the fields people type into. */
const CALLS: Call[] = [
  {
    method: 'POST',
    url: '/auth/login',
    sample: { email: 'dj@example.com', password: 'secret pass' },
    fields: ['email', 'password'],
  },
  { method: 'POST', url: '/auth/forgot-password', sample: { email: 'dj@example.com' }, fields: ['email'] },
  {
    method: 'POST',
    url: '/auth/resend-verification',
    sample: { email: 'dj@example.com' },
    fields: ['email'],
  },
  { method: 'POST', url: '/resend-verification.php', sample: { email: 'dj@example.com' }, fields: ['email'] },
  {
    method: 'POST',
    url: '/auth/reset-password',
    sample: { token: 'a'.repeat(43), password: 'a long passphrase', confirm_password: 'a long passphrase' },
    fields: ['token', 'password', 'confirm_password'],
  },
  { method: 'POST', url: '/auth/verify-email', sample: { token: 'a'.repeat(43) }, fields: ['token'] },
  {
    method: 'POST',
    url: '/auth/register',
    sample: register,
    fields: [
      'stage_name',
      'city',
      'bio',
      'first_name',
      'timezone',
      'mixcloud_url',
      'preferred_artists.0',
      'email',
      'password',
      'recaptcha_token',
    ],
  },
  {
    method: 'POST',
    url: '/auth/store-registration-data',
    sample: {
      user_type: 'venue',
      city: 'Berlin',
      venue_name: 'Tresor',
      address: 'Köpenicker Str. 70',
      venue_email: 'door@tresor.example',
    },
    fields: ['city', 'venue_name', 'address', 'venue_email'],
  },
  {
    method: 'POST',
    url: '/auth/oauth/callback',
    sample: { code: 'code-123', state: 'state-123' },
    fields: ['code', 'state'],
  },
  {
    method: 'POST',
    url: '/newsletter.php',
    sample: { email: 'fan@example.com', captcha: '7', token: 'v1.x' },
    fields: ['email', 'token'],
  },
  {
    method: 'POST',
    url: '/coming-soon/signup',
    sample: { email: 'fan@example.com', role: 'dj' },
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/contact.php',
    sample: {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hello',
      message: 'Line one\nline two',
      captcha: '7',
      token: 'v1.x',
    },
    fields: ['name', 'email', 'subject', 'message', 'token'],
  },
  {
    method: 'POST',
    url: '/bug-report.php',
    sample: {
      issueType: 'Login Problems',
      accountType: 'DJ',
      device: 'Pixel 8',
      description: 'It broke',
      steps: '1. Open\n2. Tap',
      email: 'ana@example.com',
      captcha: '7',
      token: 'v1.x',
    },
    fields: ['device', 'description', 'steps', 'email', 'token'],
  },
  { method: 'POST', url: '/newsletter/unsubscribe', sample: { token: 'a'.repeat(32) }, fields: ['token'] },
  { method: 'GET', url: '/newsletter/unsubscribe', sample: { token: 'a'.repeat(32) }, fields: ['token'] },
  { method: 'GET', url: '/suggestions.php', sample: { q: 'peg', type: 'artist' }, fields: ['q', 'type'] },
  { method: 'GET', url: '/blog-posts.php', sample: { q: 'mixing', tag: 'serato' }, fields: ['q', 'tag'] },
  { method: 'GET', url: '/blog-post.php', sample: { slug: 'how-to-mix' }, fields: ['slug'] },
  { method: 'GET', url: '/dj-public-page.php', sample: { slug: 'nova-reyes' }, fields: ['slug'] },
  { method: 'GET', url: '/genres/search', sample: { q: 'house' }, fields: ['q'] },
];

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f'];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Ordinary text with a bad character somewhere in it. */
function textWith(bad: string[]) {
  return fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...bad), fc.string({ maxLength: 20 }))
    .map(([before, character, after]) => `${before}${character}${after}`);
}

/** NUL, another control character or a lone surrogate (either half): JSON carries all of them. */
const unsafeText = textWith([...CONTROLS, ...LONE_SURROGATES]);
/** A URL cannot carry a lone surrogate (it goes out as U+FFFD), so queries get the control characters. */
const unsafeQueryText = textWith(CONTROLS);

function withField(sample: Record<string, unknown>, field: string, value: string): Record<string, unknown> {
  const copy = structuredClone(sample);
  const [key = '', index] = field.split('.');
  if (index === undefined) copy[key] = value;
  else (copy[key] as unknown[])[Number(index)] = value;
  return copy;
}

function send(call: Call, values: Record<string, unknown>) {
  const remoteAddress = testIp();
  if (call.method === 'GET') {
    const query = new URLSearchParams(values as Record<string, string>).toString();
    return t.app.inject({ url: `/api/v14${call.url}?${query}`, remoteAddress });
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/v14${call.url}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(values),
    remoteAddress,
  });
}

describe('text with NUL bytes, lone surrogates or control characters', () => {
  it.each(
    CALLS.flatMap((call) => call.fields.map((field) => [`${call.method} ${call.url}`, field, call] as const)),
  )('%s: %s is refused with 400 and a clear message', async (_name, field, call) => {
    await fc.assert(
      fc.asyncProperty(call.method === 'GET' ? unsafeQueryText : unsafeText, async (value) => {
        const response = await send(call, withField(call.sample, field, value));
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json() as { success: boolean; error: string };
        expect(body.success).toBe(false);
        expect(body.error).toContain(INVALID_CHARACTERS);
      }),
      { numRuns: 8 },
    );
  });

  it('in any field of any call, is never a 500', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method === 'get' || method === 'post')
        .map((method) => ({ method, path })),
    );
    expect(calls.length).toBeGreaterThan(20);
    const keys = [
      'q',
      'email',
      'token',
      'name',
      'city',
      'password',
      'slug',
      'tag',
      'code',
      'state',
      'registration_id',
      'user_type',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), unsafeText, async ({ method, path }, value) => {
        const values = Object.fromEntries(keys.map((key) => [key, value]));
        const response =
          method === 'get'
            ? await t.app.inject({
                url: `${path}?${new URLSearchParams(values).toString()}`,
                remoteAddress: testIp(),
              })
            : await t.app.inject({
                method: 'POST',
                url: path,
                headers: { 'content-type': 'application/json' },
                payload: JSON.stringify(values),
                remoteAddress: testIp(),
              });
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
