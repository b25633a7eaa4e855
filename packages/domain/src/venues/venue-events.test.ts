import { describe, expect, it } from 'vitest';
import { VENUE_EVENT_MESSAGES as M } from './venue-event-rules.ts';
import { ZVenueEventDeleteQuery, ZVenueEventInput, ZVenueEventUpdate } from './venue-events.ts';

const form = {
  title: 'Friday Warehouse',
  date: '2026-08-07',
  time: '22:00',
  djName: 'Nova Reyes',
  description: 'All night long',
  coStream: false,
  isRemote: false,
  duration: '4:00',
  ticketUrl: 'https://tickets.example.com/fw',
  ticketPrice: 15.5,
  coStreamDJs: [{ djName: '', startTime: '', duration: '1:00' }],
};

const firstError = (schema: typeof ZVenueEventInput | typeof ZVenueEventUpdate, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the event form body', () => {
  it('reads the camelCase form; slots are dropped when the event is not co-streamed', () => {
    expect(ZVenueEventInput.parse(form)).toEqual({
      title: 'Friday Warehouse',
      date: '2026-08-07',
      time: '22:00',
      djName: 'Nova Reyes',
      description: 'All night long',
      coStream: false,
      isRemote: false,
      durationMinutes: 240,
      ticketUrl: 'https://tickets.example.com/fw',
      ticketPriceMinor: 1550,
      slots: [],
      destinations: [],
      removeFlyer: false,
    });
  });

  it('reads snake_case and multipart text the same way', () => {
    const parsed = ZVenueEventInput.parse({
      title: ' Sunday Stream ',
      event_date: '2026-08-09',
      event_time: '18:00:00',
      dj_name: 'Kai Lindqvist',
      co_stream_enabled: 'true',
      is_remote: 'false',
      duration: '',
      ticket_url: '',
      ticket_price: '0',
      co_stream_djs: JSON.stringify([{ dj_name: 'Kai Lindqvist', start_time: '18:00', duration: '1:30' }]),
      destinations: JSON.stringify([{ venue_user_id: '12' }, { venue_user_id: 13, price: '5.5' }]),
    });
    expect(parsed).toMatchObject({
      title: 'Sunday Stream',
      time: '18:00',
      coStream: true,
      durationMinutes: 120,
      ticketUrl: null,
      ticketPriceMinor: 0,
      slots: [{ djName: 'Kai Lindqvist', startTime: '18:00', durationMinutes: 90 }],
      destinations: [
        { venueUserId: 12, priceMinor: 1999 },
        { venueUserId: 13, priceMinor: 550 },
      ],
    });
  });

  it('says which required field is missing, in the form’s order, with the spec’s words', () => {
    expect(firstError(ZVenueEventInput, { ...form, title: '  ' })).toBe(M.titleRequired);
    expect(firstError(ZVenueEventInput, { ...form, title: undefined })).toBe(M.titleRequired);
    expect(firstError(ZVenueEventInput, { ...form, date: '' })).toBe(M.dateRequired);
    expect(firstError(ZVenueEventInput, { ...form, time: undefined })).toBe(M.timeRequired);
    expect(firstError(ZVenueEventInput, { ...form, djName: '' })).toBe(M.djNameRequired);
    expect(firstError(ZVenueEventInput, {})).toBe(M.titleRequired);
  });

  it('refuses bad values with a clear message', () => {
    expect(firstError(ZVenueEventInput, { ...form, date: '2026-02-30' })).toBe(M.dateInvalid);
    expect(firstError(ZVenueEventInput, { ...form, time: '10pm' })).toBe(M.timeInvalid);
    expect(firstError(ZVenueEventInput, { ...form, duration: '90' })).toBe(M.durationInvalid);
    expect(firstError(ZVenueEventInput, { ...form, duration: 2 })).toBe(M.durationInvalid);
    expect(firstError(ZVenueEventInput, { ...form, duration: '0:10' })).toBe(M.durationRange);
    expect(firstError(ZVenueEventInput, { ...form, duration: '25:00' })).toBe(M.durationRange);
    expect(firstError(ZVenueEventInput, { ...form, ticketUrl: 'ftp://x.example' })).toBe(M.ticketUrlInvalid);
    expect(firstError(ZVenueEventInput, { ...form, ticketUrl: 'javascript:alert(1)' })).toBe(
      M.ticketUrlInvalid,
    );
    expect(firstError(ZVenueEventInput, { ...form, ticketPrice: -1 })).toBe(M.ticketPriceInvalid);
    expect(firstError(ZVenueEventInput, { ...form, ticketPrice: 'free' })).toBe(M.ticketPriceInvalid);
    expect(firstError(ZVenueEventInput, { ...form, ticketPrice: 9.999 })).toBe(M.ticketPriceDecimals);
    expect(firstError(ZVenueEventInput, { ...form, ticketPrice: 1e9 })).toBe(M.ticketPriceTooHigh);
    expect(firstError(ZVenueEventInput, { ...form, coStream: 'maybe' })).toBe(
      'coStream must be true or false',
    );
    expect(firstError(ZVenueEventInput, { ...form, title: 'A\u0000B' })).toBe(
      'Event title contains characters that are not allowed',
    );
    expect(firstError(ZVenueEventInput, { ...form, flyerImage: 'data:image/png;base64,AAAA' })).toMatch(
      /multipart/,
    );
    expect(firstError(ZVenueEventInput, [1, 2])).toBe('The event must be an object of fields');
  });

  it('keeps remote and co-stream apart', () => {
    const slot = { djName: 'A', startTime: '22:00', duration: '1:00' };
    expect(
      firstError(ZVenueEventInput, { ...form, isRemote: true, coStream: true, coStreamDJs: [slot] }),
    ).toBe(M.remoteAndCoStream);
    expect(ZVenueEventInput.parse({ ...form, isRemote: true }).isRemote).toBe(true);
  });

  it('needs complete co-stream slots of 0:30 to 3:00, at least one, when co-streaming', () => {
    const co = { ...form, coStream: true };
    expect(firstError(ZVenueEventInput, { ...co, coStreamDJs: [] })).toBe(M.slotsRequired);
    expect(firstError(ZVenueEventInput, { ...co, coStreamDJs: undefined })).toBe(M.slotsRequired);
    expect(firstError(ZVenueEventInput, co)).toBe(M.slotIncomplete);
    expect(firstError(ZVenueEventInput, { ...co, coStreamDJs: [{ djName: 'A', startTime: '22:00' }] })).toBe(
      M.slotIncomplete,
    );
    expect(
      firstError(ZVenueEventInput, {
        ...co,
        coStreamDJs: [{ djName: 'A', startTime: '25:00', duration: '1:00' }],
      }),
    ).toBe(M.slotTimeInvalid);
    for (const duration of ['0:15', '3:30', '1:45', '0:00', 45]) {
      expect(
        firstError(ZVenueEventInput, { ...co, coStreamDJs: [{ djName: 'A', startTime: '22:00', duration }] }),
        String(duration),
      ).toBe(M.slotDuration);
    }
    expect(
      ZVenueEventInput.parse({ ...co, coStreamDJs: [{ dj_name: 'A', start_time: '22:00', duration: 180 }] })
        .slots,
    ).toEqual([{ djName: 'A', startTime: '22:00', durationMinutes: 180 }]);
    const many = Array.from({ length: 13 }, () => ({ djName: 'A', startTime: '22:00', duration: '0:30' }));
    expect(firstError(ZVenueEventInput, { ...co, coStreamDJs: many })).toBe(M.tooManySlots);
  });

  it('prices destinations at 19.99 unless told, min 0, step 0.01, each venue once', () => {
    const co = {
      ...form,
      coStream: true,
      coStreamDJs: [{ djName: 'A', startTime: '22:00', duration: '1:00' }],
    };
    const destinations = (list: unknown) => ZVenueEventInput.safeParse({ ...co, destinations: list });
    expect(destinations([{ venue_user_id: 4, price: 0 }]).data?.destinations).toEqual([
      { venueUserId: 4, priceMinor: 0 },
    ]);
    expect(destinations(undefined).data?.destinations).toBeUndefined();
    expect(firstError(ZVenueEventInput, { ...co, destinations: [{ venue_user_id: 4, price: -0.01 }] })).toBe(
      M.destinationPriceInvalid,
    );
    expect(firstError(ZVenueEventInput, { ...co, destinations: [{ venue_user_id: 4, price: 1.001 }] })).toBe(
      M.destinationPriceDecimals,
    );
    expect(firstError(ZVenueEventInput, { ...co, destinations: [{ price: 3 }] })).toBe(
      M.destinationVenueRequired,
    );
    expect(
      firstError(ZVenueEventInput, {
        ...co,
        destinations: [{ venue_user_id: 4 }, { venueUserId: 4, price: 3 }],
      }),
    ).toBe(M.destinationDuplicate);
  });

  it('reads what an edit adds: eventId and removing the flyer', () => {
    expect(ZVenueEventUpdate.parse({ ...form, eventId: '7', flyerImage: null })).toMatchObject({
      eventId: 7,
      removeFlyer: true,
    });
    expect(
      ZVenueEventUpdate.parse({ ...form, event_id: 7, flyer_image: '/uploads/images/a.webp' }).removeFlyer,
    ).toBe(false);
    expect(firstError(ZVenueEventUpdate, form)).toBe(M.eventIdRequired);
    expect(firstError(ZVenueEventUpdate, { ...form, eventId: 'x' })).toBe(M.eventIdRequired);
    expect(firstError(ZVenueEventUpdate, { ...form, eventId: 1.5 })).toBe(M.eventIdInvalid);
    expect(ZVenueEventDeleteQuery.parse({ eventId: '12' })).toEqual({ eventId: 12 });
  });
});
