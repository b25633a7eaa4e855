import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { MAX_GENRES_MESSAGE, DUPLICATE_GENRE_MESSAGE } from '../catalog/genre-list.ts';
import { UNKNOWN_GENRE_MESSAGE } from '../catalog/genres.ts';
import { ANNOUNCED_SET_MESSAGES } from './announced-set-rules.ts';
import { ZDjEventInput, parseOffsetDateTime } from './announced-sets.ts';

const valid = { start_time: '2026-12-01T21:00:00+00:00', genres: ['Techno'] };
const firstError = (body: unknown) => {
  const result = ZDjEventInput.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ZDjEventInput', () => {
  it('fills the defaults of the modal', () => {
    expect(ZDjEventInput.parse(valid)).toEqual({
      title: '',
      description: '',
      start_time: new Date('2026-12-01T21:00:00Z'),
      duration_minutes: 60,
      event_type: 'dj_set',
      is_co_streaming_available: true,
      genres: ['Techno'],
      notes: '',
    });
  });

  it('reads what the dashboard sends', () => {
    const parsed = ZDjEventInput.parse({
      title: '  Sunday Stream ',
      description: 'Two hours\nof house',
      start_time: '2026-12-01T23:30:00+02:00',
      duration_minutes: '120',
      event_type: 'dj_set',
      is_co_streaming_available: false,
      genres: ['deep house', 'Techno'],
      notes: 'Bring headphones',
    });
    expect(parsed).toMatchObject({
      title: 'Sunday Stream',
      start_time: new Date('2026-12-01T21:30:00Z'),
      duration_minutes: 120,
      is_co_streaming_available: false,
      genres: ['Deep House', 'Techno'],
    });
  });

  it('says what is wrong, with the spec messages verbatim', () => {
    expect(firstError({ genres: ['Techno'] })).toBe('Please select a start date and time');
    expect(firstError({ ...valid, start_time: '' })).toBe('Please select a start date and time');
    expect(firstError({ ...valid, start_time: null })).toBe('Please select a start date and time');
    expect(firstError({ start_time: valid.start_time })).toBe('Please select at least one genre');
    expect(firstError({ ...valid, genres: [] })).toBe('Please select at least one genre');
    expect(firstError({ ...valid, genres: ['Techno', 'House', 'Disco', 'Minimal', 'Trance'] })).toBe(
      MAX_GENRES_MESSAGE,
    );
    expect(MAX_GENRES_MESSAGE).toBe('You can select a maximum of 4 genres');
    expect(firstError({ ...valid, genres: ['Techno', 'techno'] })).toBe(DUPLICATE_GENRE_MESSAGE);
    expect(firstError({ ...valid, genres: ['Polka'] })).toBe(UNKNOWN_GENRE_MESSAGE);
    expect(firstError({ ...valid, start_time: '2026-12-01T21:00' })).toBe(
      ANNOUNCED_SET_MESSAGES.startInvalid,
    );
    expect(firstError({ ...valid, start_time: '2026-02-30T21:00:00Z' })).toBe(
      ANNOUNCED_SET_MESSAGES.startInvalid,
    );
    for (const duration of [75, 0, -60, 60.5, 'sixty', true]) {
      expect(firstError({ ...valid, duration_minutes: duration })).toBe(
        ANNOUNCED_SET_MESSAGES.durationInvalid,
      );
    }
    expect(firstError({ ...valid, event_type: 'concert' })).toBe('The event type must be dj_set');
    expect(firstError({ ...valid, is_co_streaming_available: 'yes' })).toBe(
      'Co-streaming availability must be true or false',
    );
    expect(firstError({ ...valid, title: 'x'.repeat(101) })).toBe('Title must be at most 100 characters');
    expect(firstError({ ...valid, notes: 'x'.repeat(2001) })).toBe('Notes must be at most 2000 characters');
    expect(firstError({ ...valid, title: 'a\u0000b' })).toBe(
      'Title contains characters that are not allowed',
    );
    expect(firstError('nope')).toBe('Expected a JSON object');
  });
});

describe('parseOffsetDateTime', () => {
  it('reads an instant only with its offset', () => {
    expect(parseOffsetDateTime('2026-07-01T21:00:00+00:00')?.toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(parseOffsetDateTime('2026-07-01T21:00Z')?.toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(parseOffsetDateTime('2026-07-01T21:00:00.5-05:30')?.toISOString()).toBe(
      '2026-07-02T02:30:00.500Z',
    );
    expectMapping(parseOffsetDateTime, {
      '2026-07-01T21:00:00': null,
      tomorrow: null,
      '2026-07-01T21:00:00+00:00[Europe/Berlin]': null,
    });
  });
});
