import { describe, expect, it } from 'vitest';
import { TRACK_UPLOAD_MESSAGES } from '@cuepoint/domain/producers/track-upload';
import { ZIP_MESSAGES } from '@cuepoint/domain/producers/zip-rules';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import { createProducer } from '../../../db/seed/factories.ts';
import {
  buildZip,
  declareUncompressedSize,
  exeBytes,
  fourStems,
  mp3Bytes,
  renameEntry,
  wavBytes,
} from './zip-testing.ts';
import { file, postTrack, rowsOf, storedTrackFiles, tusUpload, uploadRow } from './producer-testing.ts';

const { t, clock, signIn } = useClockedTestApp(new Date('2026-05-01T12:00:00Z'));

const FIELDS = { title: 'Night Drive', genre: 'Techno', bpm: '128', rights_confirmed: 'true' };
const main = () => file('main_track', 'night-drive.wav', wavBytes(20_000));

async function refusedZips() {
  const inner = await buildZip([{ name: 'kick.wav', bytes: wavBytes() }]);
  const silence = Buffer.concat([wavBytes(0), Buffer.alloc(8 * 1024 * 1024)]);
  const traversal = renameEntry(
    await buildZip([...fourStems().slice(0, 3), { name: 'xx/evil.wav', bytes: wavBytes() }]),
    'xx/evil.wav',
    '../evil.wav',
  );
  return [
    {
      what: 'a zip bomb',
      zip: await buildZip([...fourStems().slice(0, 3), { name: 'stems/vocal.wav', bytes: silence }]),
      message: ZIP_MESSAGES.bomb('stems_zip', 'stems/vocal.wav'),
    },
    {
      what: 'a zip bomb with a lying directory',
      zip: declareUncompressedSize(
        await buildZip([...fourStems().slice(0, 3), { name: 'stems/vocal.wav', bytes: silence }]),
        4096,
        'stems/vocal.wav',
      ),
      message: ZIP_MESSAGES.bomb('stems_zip', 'stems/vocal.wav'),
    },
    {
      what: 'an .exe entry',
      zip: await buildZip([...fourStems().slice(0, 3), { name: 'stems/setup.exe', bytes: exeBytes() }]),
      message: ZIP_MESSAGES.notAudio('stems_zip', 'stems/setup.exe'),
    },
    { what: '../evil.wav', zip: traversal, message: ZIP_MESSAGES.traversal('stems_zip', '../evil.wav') },
    {
      what: 'a nested zip',
      zip: await buildZip([...fourStems().slice(0, 3), { name: 'stems/more.zip', bytes: inner }]),
      message: ZIP_MESSAGES.nested('stems_zip', 'stems/more.zip'),
    },
    {
      what: 'a 3-stem "4-stem" ZIP',
      zip: await buildZip(fourStems().slice(0, 3)),
      message: ZIP_MESSAGES.stemCount(3),
    },
  ];
}

describe('POST /producer/tracks with the files in the form', () => {
  it('stores a track with a 4-stem ZIP, elements and a project, and lists it', async () => {
    const producer = await createProducer(t.database.db, { profile: { trainingCurrency: 'EUR' } });
    const auth = await signIn(producer.user.id);
    const before = (await storedTrackFiles(t)).length;
    const answer = await postTrack(
      t,
      auth,
      { ...FIELDS, stems_price: '5', elements_price: '19.99', project_price: '40.00' },
      [
        main(),
        file('stems_zip', 'stems.zip', await buildZip(fourStems())),
        file(
          'elements_zip',
          'elements.zip',
          await buildZip([
            { name: 'lead.wav', bytes: wavBytes() },
            { name: 'chop.mp3', bytes: mp3Bytes() },
          ]),
        ),
        file('project_file', 'night-drive.als', Buffer.from('<?xml version="1.0"?><Ableton/>')),
      ],
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const track = answer.json().data;
    expect(track).toMatchObject({
      title: 'Night Drive',
      genre: 'Techno',
      bpm: 128,
      currency: 'EUR',
      main_track: { original_name: 'night-drive.wav', price: null },
      stems_zip: {
        price: 500,
        entries: ['stems/kick.wav', 'stems/bass.wav', 'stems/harmony.wav', 'stems/vocal.wav'],
      },
      elements_zip: { price: 1999, entries: ['lead.wav', 'chop.mp3'] },
      project_file: { original_name: 'night-drive.als', price: 4000 },
      rights_confirmed_at: '2026-05-01T12:00:00.000Z',
    });
    expect((await storedTrackFiles(t)).length).toBe(before + 4);
    const listed = await t.app.inject({ url: '/api/v14/producer/tracks', headers: auth });
    expect(listed.json().data).toEqual([track]);
  });

  it('refuses each malicious or wrong ZIP with its message and stores nothing', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    for (const { what, zip, message } of await refusedZips()) {
      const before = await storedTrackFiles(t);
      const answer = await postTrack(t, auth, { ...FIELDS, stems_price: '5' }, [
        main(),
        file('stems_zip', 'stems.zip', zip),
      ]);
      expect(answer.statusCode, what).toBe(422);
      expect(answer.json(), what).toMatchObject({ success: false, error: message });
      expect(await storedTrackFiles(t), what).toEqual(before);
    }
    expect(await rowsOf(t, [producer.user.id])).toEqual({ tracks: [], files: [], uploads: [] });
  });

  it('says what is wrong with the fields and the main track', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const cases: [Record<string, string>, ReturnType<typeof file>[], number, string][] = [
      [{ ...FIELDS, title: '' }, [main()], 400, TRACK_UPLOAD_MESSAGES.titleRequired],
      [{ ...FIELDS, genre: 'Polka' }, [main()], 400, TRACK_UPLOAD_MESSAGES.genreRequired],
      [{ ...FIELDS, rights_confirmed: '' }, [main()], 400, TRACK_UPLOAD_MESSAGES.rightsRequired],
      [FIELDS, [], 400, TRACK_UPLOAD_MESSAGES.mainTrackRequired],
      [{ ...FIELDS, stems_price: '-1' }, [main()], 400, TRACK_UPLOAD_MESSAGES.price('stems_zip')],
      [{ ...FIELDS, stems_price: '5.555' }, [main()], 400, TRACK_UPLOAD_MESSAGES.price('stems_zip')],
      [{ ...FIELDS, stems_price: '5' }, [main()], 400, TRACK_UPLOAD_MESSAGES.priceWithoutFile('stems_zip')],
      [
        FIELDS,
        [main(), file('project_file', 'song.als', Buffer.from('x'))],
        400,
        TRACK_UPLOAD_MESSAGES.priceRequired('project_file'),
      ],
      [
        FIELDS,
        [file('main_track', 'song.ogg', wavBytes())],
        415,
        TRACK_UPLOAD_MESSAGES.wrongType('main_track'),
      ],
      [FIELDS, [file('main_track', 'song.wav', exeBytes())], 422, TRACK_UPLOAD_MESSAGES.notAudio],
      [FIELDS, [file('main_track', 'song.mp3', wavBytes())], 422, TRACK_UPLOAD_MESSAGES.notAudio],
      [
        { ...FIELDS, project_price: '0' },
        [main(), file('project_file', 'song.flp', exeBytes())],
        422,
        TRACK_UPLOAD_MESSAGES.executableProject,
      ],
      [
        { ...FIELDS, project_price: '0' },
        [main(), file('project_file', 'song.exe', Buffer.from('x'))],
        415,
        TRACK_UPLOAD_MESSAGES.wrongType('project_file'),
      ],
      [{ ...FIELDS, colour: 'red' }, [main()], 400, TRACK_UPLOAD_MESSAGES.unknownField('colour')],
      [FIELDS, [main(), main()], 400, TRACK_UPLOAD_MESSAGES.duplicateField('main_track')],
      [
        FIELDS,
        [main(), file('cover', 'a.wav', wavBytes())],
        400,
        TRACK_UPLOAD_MESSAGES.unknownField('cover'),
      ],
    ];
    for (const [fields, files, status, message] of cases) {
      const answer = await postTrack(t, auth, fields, files);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().error).toBe(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v14/producer/tracks',
      headers: auth,
      payload: FIELDS,
    });
    expect(json.json().error).toBe(TRACK_UPLOAD_MESSAGES.multipartRequired);
    expect(await rowsOf(t, [producer.user.id])).toEqual({ tracks: [], files: [], uploads: [] });
  });
});

describe('resumable track uploads', () => {
  it('takes a stems ZIP in pieces, then the track names the finished upload', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const { id, last } = await tusUpload(t, auth, 'stems_zip', 'stems.zip', await buildZip(fourStems()));
    expect(last.statusCode, last.body).toBe(204);
    const status = await t.app.inject({ url: `/api/v14/producer/uploads/${id}`, headers: auth });
    expect(status.json().data).toMatchObject({ id, kind: 'stems_zip', status: 'complete' });
    const answer = await postTrack(t, auth, { ...FIELDS, stems_price: '7.50', stems_zip: id }, [main()]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.stems_zip).toMatchObject({ original_name: 'stems.zip', price: 750 });
    // The upload became the track's file: it is no longer an upload, and a second track cannot take it.
    expect(await uploadRow(t, id)).toEqual([]);
    const again = await postTrack(t, auth, { ...FIELDS, stems_price: '1', stems_zip: id }, [main()]);
    expect(again.json().error).toBe(TRACK_UPLOAD_MESSAGES.uploadNotFound('stems_zip'));
  });

  it('refuses a bad ZIP after its last byte and keeps nothing of it', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    for (const { what, zip, message } of await refusedZips()) {
      const before = await storedTrackFiles(t);
      const { id, last } = await tusUpload(t, auth, 'stems_zip', 'stems.zip', zip);
      expect(last.statusCode, what).toBe(422);
      expect(last.json(), what).toMatchObject({ success: false, error: message });
      expect(await uploadRow(t, id)).toEqual([]);
      expect(await storedTrackFiles(t), what).toEqual(before);
    }
  });

  it('refuses a file that does not fit its slot before any byte', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const { createUpload } = await import('./producer-testing.ts');
    const wrong = await createUpload(t, auth, 'stems_zip', 'stems.rar', 100);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error).toBe(TRACK_UPLOAD_MESSAGES.wrongType('stems_zip'));
    const huge = await createUpload(t, auth, 'main_track', 'song.wav', 2 * 1024 ** 3);
    expect(huge.statusCode).toBe(413);
    const noKind = await createUpload(t, auth, 'cover', 'song.wav', 100);
    expect(noKind.json().error).toBe(TRACK_UPLOAD_MESSAGES.uploadKind);
  });
});

describe('abandoned track uploads', () => {
  it('removes uploads untouched for 24 hours with their bytes, keeping busy ones and tracks', async () => {
    const { abandonedTrackUploadsJob } = await import('./abandoned-uploads-job.ts');
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const idle = await tusUpload(t, auth, 'main_track', 'idle.wav', wavBytes(3000));
    const used = await tusUpload(t, auth, 'main_track', 'used.wav', wavBytes(3000));
    expect((await postTrack(t, auth, { ...FIELDS, main_track: used.id })).statusCode).toBe(201);
    clock.advance(23 * 3_600_000);
    const busy = await tusUpload(t, await signIn(producer.user.id), 'main_track', 'busy.wav', wavBytes(3000));
    const run = () =>
      abandonedTrackUploadsJob.handler({
        data: {},
        services: t.app.services,
        now: clock.now(),
        log: t.app.log,
      });
    await run();
    expect(await uploadRow(t, idle.id)).toHaveLength(1);
    clock.advance(2 * 3_600_000);
    expect(await storedTrackFiles(t)).toContain(idle.id);
    await run();
    expect(await uploadRow(t, idle.id)).toEqual([]);
    expect(await uploadRow(t, busy.id)).toHaveLength(1);
    const left = await storedTrackFiles(t);
    expect(left).not.toContain(idle.id);
    expect(left).toEqual(expect.arrayContaining([busy.id, used.id]));
    const listed = await t.app.inject({
      url: '/api/v14/producer/tracks',
      headers: await signIn(producer.user.id),
    });
    expect(listed.json().data).toHaveLength(1);
  });
});
