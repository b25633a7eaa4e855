import { describe, expect, it } from 'vitest';
import { S3 } from '@aws-sdk/client-s3';
import { ZIP_MESSAGES } from '@cuepoint/domain/producers/zip-rules';
import { createTestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createProducer } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { createS3FileStore } from '../../../adapters/files/s3-file-store.ts';
import { mockBucket } from '../../../adapters/files/s3-testing.ts';
import { buildZip, fourStems, wavBytes } from './zip-testing.ts';
import { file, postTrack, tusUpload } from './producer-testing.ts';

describe('track files in an S3 bucket', () => {
  it('inspects a resumable ZIP in the bucket by ranges, stores form files there, and keeps nothing refused', async () => {
    const client = new S3({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    const { objects, multipart } = mockBucket(client);
    const files = createS3FileStore({ bucket: 'tracks', region: 'us-east-1', client });
    const clock = manualClock(new Date('2026-07-01T12:00:00Z'));
    const t = await createTestApp({}, { clock, files });
    try {
      const { user } = await createProducer(t.database.db);
      const auth = await bearerFor(t.database, user.id, clock.now());
      const stems = await buildZip(fourStems());
      const accepted = await tusUpload(t, auth, 'stems_zip', 'stems.zip', stems);
      expect(accepted.last.statusCode, accepted.last.body).toBe(204);
      expect(objects.get(`tracks/${accepted.id}`)).toMatchObject({ body: stems });
      expect(multipart.size).toBe(0);

      const refused = await tusUpload(
        t,
        auth,
        'stems_zip',
        'three.zip',
        await buildZip(fourStems().slice(0, 3)),
      );
      expect(refused.last.json()).toMatchObject({ success: false, error: ZIP_MESSAGES.stemCount(3) });
      expect([...objects.keys()].filter((key) => key.includes(refused.id))).toEqual([]);

      const track = await postTrack(
        t,
        auth,
        {
          title: 'Bucket',
          genre: 'House',
          rights_confirmed: 'true',
          stems_price: '2',
          stems_zip: accepted.id,
        },
        [file('main_track', 'bucket.wav', wavBytes())],
      );
      expect(track.statusCode, track.body).toBe(201);
      expect(
        [...objects.keys()].filter((key) => key.startsWith('tracks/') && key.endsWith('.wav')),
      ).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
