import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { S3Client } from '@aws-sdk/client-s3';
import {
  IMAGE_HIDDEN_CONTENT,
  IMAGE_NOT_VALID,
  IMAGE_REQUIRED,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  IMAGE_USAGE_INVALID,
} from '@cuepoint/domain/djs/images';
import { SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { createS3FileStore } from '../../../adapters/files/s3-file-store.ts';
import { mockBucket } from '../../../adapters/files/s3-testing.ts';
import { multipartBody, photo, pngDeclaring, withJpegComment, type FormFile } from './image-testing.ts';

let t: TestApp;
const signIn = (userId: number) => bearerFor(t.database, userId);
beforeAll(async () => {
  // A read tier of 3 per minute: serving images must not count against it.
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

const imageFile = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormFile => ({
  name: 'image',
  filename,
  contentType,
  bytes,
});

function upload(app: TestApp['app'], auth: Record<string, string>, usage: string, file?: FormFile) {
  const { payload, headers } = multipartBody({ usage_type: usage }, file ? [file] : []);
  return app.inject({
    method: 'POST',
    url: '/api/v14/upload-image.php',
    payload,
    headers: { ...headers, ...auth },
  });
}

async function newDj() {
  const { user } = await createDj(t.database.db);
  return { id: user.id, auth: await signIn(user.id) };
}

async function profileOf(userId: number) {
  const [row] = await t.database.db.select().from(djProfiles).where(eq(djProfiles.userId, userId));
  return row!;
}

function storedFiles(): number {
  const root = t.config.uploadsDir;
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

const jpeg = (width: number, height: number) => photo(width, height).jpeg({ quality: 90 }).toBuffer();

describe('POST /upload-image.php: who may upload', () => {
  it('asks a visitor to sign in and refuses venues and music enthusiasts', async () => {
    const bytes = await jpeg(64, 64);
    const visitor = await upload(t.app, {}, 'profile', imageFile(bytes));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, error: SIGN_IN_REQUIRED });
    for (const make of [createVenue, createEnthusiast]) {
      const { user } = await make(t.database.db);
      const answer = await upload(t.app, await signIn(user.id), 'profile', imageFile(bytes));
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, error: WRONG_ACCOUNT_TYPE });
    }
  });

  it("changes only the uploading DJ's own images", async () => {
    const first = await newDj();
    const second = await newDj();
    const mine = await upload(t.app, first.auth, 'profile', imageFile(await jpeg(300, 300)));
    expect(mine.statusCode).toBe(200);
    const theirs = await upload(t.app, second.auth, 'profile', imageFile(await jpeg(310, 300)));
    expect(theirs.statusCode).toBe(200);
    expect((await profileOf(first.id)).profileImageUrl).toBe(mine.json().data.url);
    expect((await profileOf(second.id)).profileImageUrl).toBe(theirs.json().data.url);
    expect((await t.app.inject({ url: mine.json().data.url })).statusCode).toBe(200);
  });
});

describe('POST /upload-image.php: what is stored', () => {
  it('re-encodes a profile image to a 512 px WebP square, served with immutable caching and never rate limited', async () => {
    const dj = await newDj();
    const original = await jpeg(1200, 800);
    const answer = await upload(t.app, dj.auth, 'profile', imageFile(original));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      success: true,
      data: { usage_type: 'profile', content_type: 'image/webp', width: 512, height: 512 },
      cleanup_info: { previous_url: null, previous_deleted: false },
    });
    expect(body.data.url).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
    expect((await profileOf(dj.id)).profileImageUrl).toBe(body.data.url);

    for (let i = 0; i < 6; i += 1) {
      const served = await t.app.inject({ url: body.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.length).toBe(body.data.size_bytes);
      expect(served.rawPayload.equals(original)).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('fits a banner within 1920 px without enlarging a small one', async () => {
    const dj = await newDj();
    const wide = await upload(t.app, dj.auth, 'banner', imageFile(await jpeg(3000, 1000)));
    expect(wide.json().data).toMatchObject({ usage_type: 'banner', width: 1920, height: 640 });
    const small = await upload(
      t.app,
      dj.auth,
      'banner',
      imageFile(await photo(800, 200).png().toBuffer(), 'b.png', 'image/png'),
    );
    expect(small.json().data).toMatchObject({ width: 800, height: 200 });
    expect((await profileOf(dj.id)).bannerImageUrl).toBe(small.json().data.url);
  });

  it('strips EXIF and GPS: the served image carries no metadata', async () => {
    const dj = await newDj();
    const tagged = await photo(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'DJ' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 36/1',
        },
      })
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.exif?.length).toBeGreaterThan(100);

    const answer = await upload(t.app, dj.auth, 'profile', imageFile(tagged));
    expect(answer.statusCode).toBe(200);
    const served = (await t.app.inject({ url: answer.json().data.url })).rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('removes the replaced image from storage, and leaves an external image address alone', async () => {
    const dj = await newDj();
    const first = (await upload(t.app, dj.auth, 'banner', imageFile(await jpeg(900, 300)))).json();
    const second = await upload(t.app, dj.auth, 'banner', imageFile(await jpeg(901, 300)));
    expect(second.json().cleanup_info).toEqual({ previous_url: first.data.url, previous_deleted: true });
    expect((await t.app.inject({ url: first.data.url })).statusCode).toBe(404);
    expect(fs.existsSync(`${t.config.uploadsDir}/${first.data.url.replace('/uploads/', '')}`)).toBe(false);
    expect((await t.app.inject({ url: second.json().data.url })).statusCode).toBe(200);

    const external = await createDj(t.database.db, {
      profile: { profileImageUrl: 'https://cdn.example.com/me.jpg' },
    });
    const replaced = await upload(
      t.app,
      await signIn(external.user.id),
      'profile',
      imageFile(await jpeg(200, 200)),
    );
    expect(replaced.json().cleanup_info).toEqual({
      previous_url: 'https://cdn.example.com/me.jpg',
      previous_deleted: false,
    });
  });

  it('shows the new image on the public profile at once, cached or not', async () => {
    const { user, profile } = await createDj(t.database.db);
    const page = () => t.app.inject({ url: `/api/v14/dj-public-page.php?slug=${profile.slug}` });
    // Public reads count against the read tier of this app (3 a minute), so this test asks twice only.
    expect((await page()).json().data.profile_image_url).toBeNull();
    const answer = await upload(t.app, await signIn(user.id), 'profile', imageFile(await jpeg(220, 220)));
    expect((await page()).json().data.profile_image_url).toBe(answer.json().data.url);
  });

  it('keeps the file when the same image is uploaded again', async () => {
    const dj = await newDj();
    const bytes = await jpeg(250, 250);
    const first = (await upload(t.app, dj.auth, 'profile', imageFile(bytes))).json();
    const again = (await upload(t.app, dj.auth, 'profile', imageFile(bytes))).json();
    expect(again.data.url).toBe(first.data.url);
    expect(again.cleanup_info.previous_deleted).toBe(false);
    expect((await t.app.inject({ url: first.data.url })).statusCode).toBe(200);
  });
});

describe('POST /upload-image.php: refusals store nothing', () => {
  async function expectRefused(usage: string, file: FormFile | undefined, status: number, error: string) {
    const dj = await newDj();
    const filesBefore = storedFiles();
    const answer = await upload(t.app, dj.auth, usage, file);
    expect(answer.json()).toMatchObject({ success: false, error });
    expect(answer.statusCode).toBe(status);
    expect(storedFiles()).toBe(filesBefore);
    const row = await profileOf(dj.id);
    expect([row.profileImageUrl, row.bannerImageUrl]).toEqual([null, null]);
  }

  it('an image over the size limit of its usage, with the spec’s messages', async () => {
    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(5 * 1024 * 1024)]);
    await expectRefused('profile', imageFile(big), 413, IMAGE_TOO_LARGE.profile);
    const huge = Buffer.concat([await jpeg(64, 64), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    await expectRefused('banner', imageFile(huge), 413, IMAGE_TOO_LARGE.banner);
  });

  it('a renamed executable and an unknown type, whatever their name and declared type', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
    await expectRefused('profile', imageFile(elf, 'avatar.jpg', 'image/jpeg'), 415, IMAGE_NOT_VALID);
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(58),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(4096),
    ]);
    await expectRefused('banner', imageFile(exe, 'banner.png', 'image/png'), 415, IMAGE_NOT_VALID);
    await expectRefused(
      'profile',
      imageFile(Buffer.from('just some text, not an image'), 'a.jpg'),
      415,
      IMAGE_NOT_VALID,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused('profile', imageFile(svg, 'a.svg', 'image/svg+xml'), 415, IMAGE_NOT_VALID);
  });

  it('a polyglot: script inside or after a valid image, or an archive appended to it', async () => {
    const png = await photo(64, 64).png().toBuffer();
    await expectRefused(
      'profile',
      imageFile(
        Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]),
        'a.png',
        'image/png',
      ),
      422,
      IMAGE_HIDDEN_CONTENT,
    );
    const inside = withJpegComment(await jpeg(64, 64), '<?php system($_GET["c"]); ?>');
    expect((await sharp(inside).metadata()).format).toBe('jpeg');
    await expectRefused('banner', imageFile(inside), 422, IMAGE_HIDDEN_CONTENT);
    const zip = Buffer.from('504b03041400000008000000000000000000000000000000000005000000612e747874', 'hex');
    await expectRefused(
      'profile',
      imageFile(Buffer.concat([await jpeg(64, 64), zip, Buffer.alloc(64, 7)])),
      422,
      IMAGE_HIDDEN_CONTENT,
    );
  });

  it('a decompression bomb: a small file declaring huge dimensions', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2048);
    await expectRefused('banner', imageFile(bomb, 'bomb.png', 'image/png'), 422, IMAGE_TOO_MANY_PIXELS);
  });

  it('an image that cannot be decoded, a missing file and an unknown usage', async () => {
    const broken = Buffer.concat([
      (await photo(64, 64).png().toBuffer()).subarray(0, 60),
      Buffer.alloc(200, 3),
    ]);
    await expectRefused('profile', imageFile(broken, 'a.png', 'image/png'), 422, IMAGE_UNREADABLE);
    await expectRefused('profile', undefined, 400, IMAGE_REQUIRED);
    await expectRefused('avatar', imageFile(await jpeg(32, 32)), 400, IMAGE_USAGE_INVALID);
    const dj = await newDj();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v14/upload-image.php',
      payload: { usage_type: 'profile' },
      headers: dj.auth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(IMAGE_REQUIRED);
  });
});

describe('GET /uploads/…', () => {
  it('answers 404 for anything that is not a stored image', async () => {
    for (const url of [
      '/uploads/images/0123456789abcdef0123456789abcdef.webp',
      '/uploads/../data/pglite',
      '/uploads/images/x.html',
      '/uploads/%2e%2e/secret',
    ]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).not.toMatch(/image/);
    }
  });
});

describe('with an S3-compatible bucket', () => {
  it('stores, serves and cleans up through the bucket', async () => {
    const client = new S3Client({
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    const { objects } = mockBucket(client);
    const s3 = await createTestApp(
      {},
      { database: t.database, files: createS3FileStore({ bucket: 'media', region: 'us-east-1', client }) },
    );
    try {
      const { user } = await createDj(t.database.db);
      const auth = await signIn(user.id);
      const first = (await upload(s3.app, auth, 'profile', imageFile(await jpeg(600, 600)))).json();
      const key = first.data.url.replace('/uploads/', '');
      expect([...objects.keys()]).toEqual([key]);
      const served = await s3.app.inject({ url: first.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(objects.get(key)!.body)).toBe(true);
      const second = (await upload(s3.app, auth, 'profile', imageFile(await jpeg(601, 600)))).json();
      expect(second.cleanup_info.previous_deleted).toBe(true);
      expect([...objects.keys()]).toEqual([second.data.url.replace('/uploads/', '')]);
    } finally {
      await s3.close();
    }
  });
});
