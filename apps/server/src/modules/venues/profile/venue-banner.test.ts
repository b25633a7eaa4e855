import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_HIDDEN_CONTENT, IMAGE_NOT_VALID, IMAGE_REQUIRED } from '@cuepoint/domain/djs/images';
import { SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { VENUE_BANNER_TOO_LARGE } from '@cuepoint/domain/venues/banner';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { venueProfiles } from '../../../db/schema/profiles.ts';
import { multipartBody, photo, withJpegComment, type FormFile } from '../../media/images/image-testing.ts';
import { expectRefusals } from '../../../test/refusals.ts';

const t = useTestApp();
const signIn = (userId: number) => bearerFor(t.database, userId);

const bannerFile = (bytes: Buffer, name = 'banner_image'): FormFile => ({
  name,
  filename: 'banner.jpg',
  contentType: 'image/jpeg',
  bytes,
});

function upload(auth: Record<string, string>, file?: FormFile) {
  const { payload, headers } = multipartBody({}, file ? [file] : []);
  return t.app.inject({
    method: 'PUT',
    url: '/api/v14/venue/banner',
    payload,
    headers: { ...headers, ...auth },
  });
}

const jpeg = (width: number, height: number) => photo(width, height).jpeg({ quality: 90 }).toBuffer();
const bannerOf = async (userId: number) =>
  (await t.database.db.select().from(venueProfiles).where(eq(venueProfiles.userId, userId)))[0]!
    .bannerImageUrl;
const storedPath = (url: string) => `${t.config.uploadsDir}/${url.replace(/^\/uploads\//, '')}`;

describe('PUT /venue/banner', () => {
  it('takes the image as a data URL in a JSON body too (docs/product/venues.md), checked and stored like a file', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    // The type the data URL names is not trusted: a JPEG named PNG is checked by its bytes.
    const dataUrl = `data:image/png;base64,${(await jpeg(1200, 400)).toString('base64')}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v14/venue/banner',
      payload: { banner_image: dataUrl },
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    expect(await bannerOf(user.id)).toBe(url);
    expect((await sharp(fs.readFileSync(storedPath(url))).metadata()).format).toBe('webp');
    const profile = (await t.app.inject({ url: '/api/v14/venue/profile', headers: auth })).json()
      .venue_profile;
    expect(profile).toMatchObject({ banner_image: url, banner_image_url: url });
  });

  it('only the venue itself: visitor 401, DJ and enthusiast 403, another venue changes only its own banner', async () => {
    const bytes = await jpeg(64, 32);
    const visitor = await upload({}, bannerFile(bytes));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, error: SIGN_IN_REQUIRED });
    for (const make of [createDj, createEnthusiast]) {
      const { user } = await make(t.database.db);
      const refused = await upload(await signIn(user.id), bannerFile(bytes));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: WRONG_ACCOUNT_TYPE });
    }
    const owner = await createVenue(t.database.db);
    const other = await createVenue(t.database.db);
    const mine = await upload(await signIn(owner.user.id), bannerFile(bytes));
    expect(mine.statusCode).toBe(200);
    const theirs = await upload(await signIn(other.user.id), bannerFile(await jpeg(48, 24)));
    expect(theirs.statusCode).toBe(200);
    expect(await bannerOf(owner.user.id)).toBe(mine.json().data.url);
    expect(await bannerOf(other.user.id)).toBe(theirs.json().data.url);
    expect(fs.existsSync(storedPath(mine.json().data.url))).toBe(true);
  });

  it('re-encodes to a WebP banner without metadata, shows it on the profile and removes the one it replaced', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const withExif = await photo(2400, 800)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Someone' } } })
      .toBuffer();
    const first = await upload(auth, bannerFile(withExif));
    expect(first.statusCode).toBe(200);
    const url = first.json().data.url as string;
    expect(first.json()).toEqual({ success: true, data: { url } });
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const stored = fs.readFileSync(storedPath(url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 640 });
    expect(meta.exif).toBeUndefined();
    const profile = await t.app.inject({ url: '/api/v14/venue/profile', headers: auth });
    expect(profile.json().venue_profile.banner_image_url).toBe(url);
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await upload(auth, bannerFile(await jpeg(800, 300)));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.url).not.toBe(url);
    expect(fs.existsSync(storedPath(url))).toBe(false);
    expect(await bannerOf(user.id)).toBe(second.json().data.url);
  });

  it('refuses a missing file, a file of 5 MB or more, a non-image and hidden content, storing nothing', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const refused = async (file?: FormFile) => {
      const response = await upload(auth, file);
      return { status: response.statusCode, error: response.json().error };
    };
    expect(await refused()).toEqual({ status: 400, error: IMAGE_REQUIRED });
    expect(await refused(bannerFile(await jpeg(32, 32), 'image'))).toEqual({
      status: 400,
      error: IMAGE_REQUIRED,
    });
    const big = Buffer.concat([await jpeg(32, 32), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refused(bannerFile(big))).toEqual({ status: 413, error: VENUE_BANNER_TOO_LARGE });
    expect(await refused(bannerFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toEqual({
      status: 415,
      error: IMAGE_NOT_VALID,
    });
    const hidden = withJpegComment(await jpeg(32, 32), '<script>alert(1)</script>');
    expect(await refused(bannerFile(hidden))).toEqual({ status: 422, error: IMAGE_HIDDEN_CONTENT });
    const sendJson = async (payload: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v14/venue/banner',
        payload,
        headers: auth,
      });
      return { status: response.statusCode, error: response.json().error };
    };
    await expectRefusals(sendJson, [
      [{ banner_image: 'https://example.com/banner.jpg' }, 400, IMAGE_REQUIRED],
      [{ banner_image: 'data:image/png;base64,%%%%' }, 400, IMAGE_REQUIRED],
      [{ image: 'data:image/png;base64,AAAA' }, 400, IMAGE_REQUIRED],
      [{ banner_image: 'data:image/png;base64,AAAA' }, 415, IMAGE_NOT_VALID],
      [{ banner_image: `data:image/jpeg;base64,${big.toString('base64')}` }, 413, VENUE_BANNER_TOO_LARGE],
    ]);
    expect(await bannerOf(user.id)).toBeNull();
  });
});
