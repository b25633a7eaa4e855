import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mixcloudUploadFields, tracksToSections } from '@cuepoint/domain/mixcloud/sections';
import { mp3Bytes, wavBytes } from '../sets/media-testing.ts';
import { startFakeMixcloud, type FakeMixcloud } from './fake-mixcloud.ts';
import { createMixcloudClient, MixcloudError, type MixcloudClient } from './mixcloud-client.ts';

let fake: FakeMixcloud;
let client: MixcloudClient;
const REDIRECT = 'http://127.0.0.1:9/api/v14/mixcloud-callback.php?state=abc';

/** Allows access at the fake's authorize page as a DJ would, and answers the code it sends back. */
async function authorize(redirectUri = REDIRECT): Promise<string> {
  const page = await fetch(client.authorizeUrl(redirectUri));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow access');
  const answer = await fetch(`${fake.url}/oauth/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'cid', redirect_uri: redirectUri, decision: 'allow' }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('abc');
  return back.searchParams.get('code')!;
}

const file = (bytes: Buffer) => ({ body: Readable.from([bytes]), size: bytes.length, filename: 'set.mp3' });

/** A fake Mixcloud and a client of it. */
async function startFake() {
  fake = await startFakeMixcloud({ clientId: 'cid', clientSecret: 'secret' });
  client = createMixcloudClient({
    clientId: 'cid',
    clientSecret: 'secret',
    apiUrl: fake.url,
    wwwUrl: fake.url,
  });
}

beforeAll(startFake);
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.down = false;
  fake.state.processingLookups = 0;
});

describe('the Mixcloud client against the local fake', () => {
  it('connects through authorize and the code exchange, and reads the account from /me/', async () => {
    const token = await client.exchangeCode(await authorize(), REDIRECT);
    expect(await client.me(token)).toEqual({ username: 'fake-dj', name: 'Fake DJ' });
  });

  it('refuses a code exchanged twice or for another redirect address', async () => {
    const code = await authorize();
    await expect(client.exchangeCode(code, 'http://127.0.0.1:9/elsewhere')).rejects.toMatchObject({
      message: 'redirect_uri does not match the authorization',
    });
    await client.exchangeCode(code, REDIRECT);
    await expect(client.exchangeCode(code, REDIRECT)).rejects.toBeInstanceOf(MixcloudError);
  });

  it('uploads an MP3 with 20 sections and the tags, reporting progress up to all of it', async () => {
    const token = await client.exchangeCode(await authorize(), REDIRECT);
    const sections = tracksToSections(
      Array.from({ length: 20 }, (_, i) => ({
        artist: `Artist ${i}`,
        title: `Song ${i}`,
        start: `${i * 4}:00`,
      })),
    );
    const progress: number[] = [];
    const bytes = mp3Bytes(256 * 1024);
    const { key } = await client.upload(
      token,
      mixcloudUploadFields({ name: 'Warehouse Night', sections, tags: ['House', 'Techno'] }),
      {
        body: Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
        size: bytes.length,
        filename: 'a.mp3',
      },
      (share) => progress.push(share),
    );
    expect(key).toBe('/fake-dj/warehouse-night/');
    expect(progress.at(-1)).toBe(1);
    const received = fake.state.uploads.at(-1)!;
    expect(received.mp3.size).toBe(bytes.length);
    expect(received.tags).toEqual(['House', 'Techno']);
    expect(received.sections).toHaveLength(20);
    expect(received.sections[19]).toEqual({ artist: 'Artist 19', song: 'Song 19', start_time: 19 * 240 });
    expect(await client.cloudcast(key)).toEqual({
      key,
      name: 'Warehouse Night',
      url: `${fake.url}${key}`,
      sectionsCount: 20,
    });
  });

  it('tells a refused token, Mixcloud being down and a show still processing apart', async () => {
    await expect(client.me('not-a-token')).rejects.toMatchObject({ kind: 'invalid_token' });
    await expect(client.upload('not-a-token', [['name', 'x']], file(mp3Bytes()))).rejects.toMatchObject({
      kind: 'invalid_token',
    });
    const token = await client.exchangeCode(await authorize(), REDIRECT);
    const { key } = await client.upload(token, [['name', 'Processing']], file(mp3Bytes()));
    fake.state.processingLookups = 2;
    expect(await client.cloudcast(key)).toBeNull();
    expect(await client.cloudcast(key)).toBeNull();
    expect(await client.cloudcast(key)).not.toBeNull();
    fake.state.down = true;
    await expect(client.me(token)).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(client.upload(token, [['name', 'x']], file(mp3Bytes()))).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await fake.close().catch(() => undefined);
  });
});

describe('the fake checks uploads as Mixcloud’s form does', () => {
  let token: string;
  beforeAll(async () => {
    await startFake();
    token = await client.exchangeCode(await authorize(), REDIRECT);
  });

  it.each([
    [[['description', 'no name']], 'name: This field is required.'],
    [
      [
        ['name', 'x'],
        ['tags-1-tag', 'House'],
      ],
      'tags: numbered from 0 without gaps',
    ],
    [
      [
        ['name', 'x'],
        ['tags-5-tag', 'House'],
      ],
      'unknown field tags-5-tag',
    ],
    [
      [
        ['name', 'x'],
        ['sections-0-artist', 'A'],
      ],
      'sections-0: a track needs both artist and song',
    ],
    [
      [
        ['name', 'x'],
        ['sections-0-artist', 'A'],
        ['sections-0-song', 'B'],
        ['sections-0-start_time', '1:30'],
      ],
      'sections-0-start_time: Enter a whole number.',
    ],
    [
      [
        ['name', 'x'],
        ['sections-1-chapter', 'Intro'],
      ],
      'sections: numbered from 0 without gaps',
    ],
    [[['title', 'x']], 'unknown field title'],
  ] as Array<[Array<[string, string]>, string]>)('refuses %j', async (fields, message) => {
    await expect(client.upload(token, fields, file(mp3Bytes()))).rejects.toMatchObject({
      kind: 'rejected',
      message,
    });
  });

  it('refuses a file that is not an MP3', async () => {
    await expect(client.upload(token, [['name', 'x']], file(wavBytes()))).rejects.toMatchObject({
      message: 'mp3: The file is not an MP3.',
    });
  });
});
