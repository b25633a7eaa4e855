import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  acceptsExtension,
  parsePriceMinor,
  TRACK_UPLOAD_MESSAGES,
  ZTrackUploadFields,
} from './track-upload.ts';
import { remixUrl, ZProducerProfileUpdate } from './producer-profile.ts';

const valid = { title: 'Night Drive', genre: 'Techno', rights_confirmed: 'true' };
const firstMessage = (input: unknown) => ZTrackUploadFields.safeParse(input).error?.issues[0]?.message;

describe('track upload fields', () => {
  it('parses prices in minor units with at most two decimals', () => {
    expectMapping(parsePriceMinor, {
      '5': 500,
      '19.9': 1990,
      '0.00': 0,
      '-1': null,
      '1.999': null,
      '1e3': null,
      '10000.01': null,
    });
  });

  it('accepts a valid upload and reads optional fields', () => {
    const parsed = ZTrackUploadFields.parse({
      ...valid,
      bpm: '128',
      stems_price: '5.50',
      elements_price: '',
    });
    expect(parsed).toMatchObject({ title: 'Night Drive', bpm: 128, stems_price: 550 });
    expect(parsed.elements_price).toBeUndefined();
  });

  it('says what is wrong', () => {
    expect(firstMessage({ ...valid, title: ' ' })).toBe(TRACK_UPLOAD_MESSAGES.titleRequired);
    expect(firstMessage({ ...valid, genre: 'Polka' })).toBe(TRACK_UPLOAD_MESSAGES.genreRequired);
    expect(firstMessage({ ...valid, bpm: '12' })).toBe(TRACK_UPLOAD_MESSAGES.bpm);
    expect(firstMessage({ ...valid, project_price: '-3' })).toBe(TRACK_UPLOAD_MESSAGES.price('project_file'));
    expect(firstMessage({ ...valid, rights_confirmed: 'false' })).toBe(TRACK_UPLOAD_MESSAGES.rightsRequired);
    expect(firstMessage({ title: 'x', genre: 'Techno' })).toBe(TRACK_UPLOAD_MESSAGES.rightsRequired);
  });

  it('says in a whole sentence that a main track is not the audio its name says', () => {
    expect(TRACK_UPLOAD_MESSAGES.notAudio).toBe(
      'The main track is not the kind of audio file its name says (AAC, FLAC, WAV or MP3)',
    );
  });

  it('checks extensions per slot', () => {
    expect(acceptsExtension('main_track', 'Song.FLAC')).toBe(true);
    expect(acceptsExtension('main_track', 'song.ogg')).toBe(false);
    expect(acceptsExtension('project_file', 'song.als')).toBe(true);
    expect(acceptsExtension('stems_zip', 'stems.zip')).toBe(true);
  });
});

describe('producer profile update', () => {
  it('parses whole numbers with 0 as the default and keeps the remix handle rule', () => {
    expect(ZProducerProfileUpdate.parse({ experience_years: '', training_hourly_rate: '40' })).toMatchObject({
      experience_years: 0,
      training_hourly_rate: 40,
    });
    expect(ZProducerProfileUpdate.safeParse({ training_hourly_rate: '12.5' }).success).toBe(false);
    expect(ZProducerProfileUpdate.safeParse({ remix_handle: '-bad' }).success).toBe(false);
    expect(ZProducerProfileUpdate.parse({ remix_handle: '' }).remix_handle).toBeNull();
    expect(remixUrl('night_owl')).toBe('remix.me/night_owl');
  });
});
