import { describe, expect, it } from 'vitest';
import { BOOKING_FORM_MESSAGES as M, PAYMENT_MESSAGES as P } from './request-rules.ts';
import {
  ZBookingRequestsBody,
  ZEnthusiastBookingRequestBody,
  ZPaymentAuthorizeBody,
  ZVenueBookingRequestBody,
} from './request-form.ts';

const venueBody = {
  date: '2026-06-13T21:00',
  duration: 3,
  performanceType: 'onsite',
  city: 'Berlin',
  country: 'DE',
  similarDJs: ['Peggy Gou', 'Bicep'],
  examplePlaylist: 'https://open.spotify.com/playlist/37i9dQZF1DX8tZsk68tuDw',
  description: 'Opening night of our rooftop season',
  hourlyBudget: 150,
  preferredGenres: ['House', 'Disco'],
  djId: 7,
  payment_intent_id: 'pi_3PqRsT2eZvKYlo2C1abcdEFG',
  payment_authorized: true,
  payment_amounts: { customer_pays: 450 },
  payment_mode: 'platform',
  timezone: 'Europe/Berlin',
};

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('venue and enthusiast booking request bodies', () => {
  it('read the form in camelCase, ignoring what the browser claims about the payment', () => {
    expect(ZVenueBookingRequestBody.parse(venueBody)).toEqual({
      when: { kind: 'local', date: '2026-06-13', time: '21:00' },
      timezone: 'Europe/Berlin',
      description: 'Opening night of our rooftop season',
      durationHours: 3,
      performanceType: 'onsite',
      city: 'Berlin',
      country: 'DE',
      similarDjs: ['Peggy Gou', 'Bicep'],
      examplePlaylist: 'https://open.spotify.com/playlist/37i9dQZF1DX8tZsk68tuDw',
      hourlyBudget: 150,
      preferredGenres: ['House', 'Disco'],
      djId: 7,
      currency: null,
      paymentIntentId: 'pi_3PqRsT2eZvKYlo2C1abcdEFG',
      paymentMethodId: null,
      allowDuplicate: false,
    });
  });

  it('read the snake_case spelling, a date with a separate time, and form-encoded values', () => {
    const parsed = ZEnthusiastBookingRequestBody.parse({
      date: '2026-06-13',
      time: '21:00',
      duration: '2.5',
      performance_type: 'remote',
      similar_djs: 'Peggy Gou, Bicep, peggy gou',
      example_playlist: '',
      description: 'Birthday party at home',
      hourly_budget: '100',
      preferred_genres: '["House"]',
      dj_id: '12',
      payment_intent_id: 'seti_1PqRsT2eZvKYlo2Cxyz',
      currency: 'eur',
    });
    expect(parsed).toMatchObject({
      when: { kind: 'local', date: '2026-06-13', time: '21:00' },
      durationHours: 2.5,
      performanceType: 'remote',
      city: null,
      country: null,
      similarDjs: ['Peggy Gou', 'Bicep'],
      examplePlaylist: null,
      hourlyBudget: 100,
      preferredGenres: ['House'],
      djId: 12,
      currency: 'EUR',
      paymentIntentId: 'seti_1PqRsT2eZvKYlo2Cxyz',
      timezone: null,
    });
  });

  it('take the slider’s and the duration list’s defaults when left out', () => {
    const { duration, hourlyBudget, ...rest } = venueBody;
    void duration;
    void hourlyBudget;
    expect(ZVenueBookingRequestBody.parse(rest)).toMatchObject({ durationHours: 2, hourlyBudget: 100 });
  });

  it('ask for the required fields with the spec’s words', () => {
    expect(message(ZVenueBookingRequestBody.safeParse({ ...venueBody, date: '' }))).toBe(M.requiredFields);
    expect(message(ZVenueBookingRequestBody.safeParse({ ...venueBody, description: '  ' }))).toBe(
      M.requiredFields,
    );
    expect(message(ZVenueBookingRequestBody.safeParse({ ...venueBody, description: undefined }))).toBe(
      M.requiredFields,
    );
    expect(message(ZVenueBookingRequestBody.safeParse(null))).toBe(M.requiredFields);
  });

  it('word the short description for each form', () => {
    expect(message(ZVenueBookingRequestBody.safeParse({ ...venueBody, description: 'Party' }))).toBe(
      'Description must be at least 10 characters long',
    );
    expect(message(ZEnthusiastBookingRequestBody.safeParse({ ...venueBody, description: 'Party' }))).toBe(
      'Event description must be at least 10 characters long',
    );
  });

  it('need a city and a country on site only', () => {
    expect(message(ZVenueBookingRequestBody.safeParse({ ...venueBody, city: '' }))).toBe(M.onsiteLocation);
    expect(message(ZVenueBookingRequestBody.safeParse({ ...venueBody, country: null }))).toBe(
      M.onsiteLocation,
    );
    expect(
      ZVenueBookingRequestBody.safeParse({ ...venueBody, performanceType: 'remote', city: '', country: '' })
        .success,
    ).toBe(true);
    expect(ZVenueBookingRequestBody.parse({ ...venueBody, country: 'uk' }).country).toBe('GB');
  });

  it('take at most 5 similar DJs', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(message(ZEnthusiastBookingRequestBody.safeParse({ ...venueBody, similarDJs: six }))).toBe(
      'You can select a maximum of 5 similar DJs',
    );
    expect(
      ZEnthusiastBookingRequestBody.parse({ ...venueBody, similarDJs: [...six.slice(0, 5), 'a'] }).similarDjs,
    ).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(
      ZEnthusiastBookingRequestBody.parse({
        ...venueBody,
        similarDJs: [{ name: 'Bicep' }, { stage_name: 'Honey Dijon' }],
      }).similarDjs,
    ).toEqual(['Bicep', 'Honey Dijon']);
  });

  it('refuse what the forms cannot send, each with its message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-02-30T21:00' }, M.dateInvalid],
      [{ date: 'saturday night' }, M.dateInvalid],
      [{ duration: 7 }, M.durationInvalid],
      [{ performanceType: 'hybrid' }, M.performanceTypeInvalid],
      [{ performanceType: undefined }, M.requiredFields],
      [{ hourlyBudget: 155 }, M.budgetInvalid],
      [{ hourlyBudget: 600 }, M.budgetInvalid],
      [{ country: 'Germany' }, M.countryInvalid],
      [{ examplePlaylist: 'javascript:alert(1)' }, M.playlistInvalid],
      [{ preferredGenres: Array.from({ length: 11 }, (_, i) => `Genre ${i}`) }, M.tooManyGenres],
      [{ similarDJs: 42 }, M.listInvalid],
      [{ djId: 0 }, M.djIdInvalid],
      [{ djId: 'seven' }, M.djIdInvalid],
      [{ timezone: 'Mars/Olympus_Mons' }, M.timeZoneInvalid],
      [{ payment_intent_id: 'pi_123_secret_abc' }, M.intentIdInvalid],
      [{ payment_intent_id: undefined }, M.paymentRequired],
      [{ currency: 'JPY' }, 'Currency must be USD, EUR, GBP, CAD or AUD'],
      [{ description: 'Rooftop party\u0000' }, 'Description contains characters that are not allowed'],
    ];
    for (const [change, expected] of cases)
      expect(
        message(ZVenueBookingRequestBody.safeParse({ ...venueBody, ...change })),
        JSON.stringify(change),
      ).toBe(expected);
  });

  it('read an instant with its offset', () => {
    expect(ZVenueBookingRequestBody.parse({ ...venueBody, date: '2026-06-13T19:00:00.000Z' }).when).toEqual({
      kind: 'instant',
      at: new Date('2026-06-13T19:00:00Z'),
    });
  });
});

describe('POST /booking-requests.php', () => {
  const body = {
    date: '2026-06-13T21:00',
    duration: 2,
    performanceType: 'remote',
    description: 'Streamed set for our anniversary',
    hourlyBudget: 200,
    user_type: 'venue',
    payment_data: {
      user_id: 41,
      event_name: 'Streamed set for our anniversary',
      event_date: '2026-06-13T21:00',
      hourly_rate: 200,
      duration: 2,
      currency: 'GBP',
      booking_type: 'booking_request',
      payment_method_id: 'pm_card_visa',
    },
  };

  it('reads the form with its payment data', () => {
    expect(ZBookingRequestsBody.parse(body)).toMatchObject({
      userType: 'venue',
      currency: 'GBP',
      hourlyBudget: 200,
      paymentMethodId: 'pm_card_visa',
      paymentIntentId: null,
    });
  });

  it('words the description for the user type, and needs a card', () => {
    expect(
      message(ZBookingRequestsBody.safeParse({ ...body, user_type: 'enthusiast', description: 'Party' })),
    ).toBe('Event description must be at least 10 characters long');
    expect(message(ZBookingRequestsBody.safeParse({ ...body, user_type: 'dj' }))).toBe(M.userTypeInvalid);
    expect(message(ZBookingRequestsBody.safeParse({ ...body, payment_data: {} }))).toBe(M.paymentRequired);
    expect(message(ZBookingRequestsBody.safeParse('nope'))).toBe(M.requiredFields);
  });
});

describe('POST /payment-authorize.php', () => {
  const metadata = {
    user_id: 41,
    event_name: 'Opening night of our rooftop season',
    event_date: '2026-06-13T21:00',
    hourly_rate: 150,
    duration: 3,
    currency: 'EUR',
    booking_type: 'booking_request',
    dj_id: 7,
    timezone: 'Europe/Berlin',
  };

  it('reads the payment metadata plus dj_id', () => {
    expect(ZPaymentAuthorizeBody.parse(metadata)).toEqual({
      when: { kind: 'local', date: '2026-06-13', time: '21:00' },
      timezone: 'Europe/Berlin',
      eventName: 'Opening night of our rooftop season',
      hourlyRate: 150,
      durationHours: 3,
      currency: 'EUR',
      djId: 7,
      place: null,
      allowDuplicate: false,
    });
  });

  it('reads the place and allow_duplicate the payment step may send', () => {
    const parsed = ZPaymentAuthorizeBody.parse({
      ...metadata,
      performance_type: 'onsite',
      city: ' Berlin ',
      country: 'de',
      allow_duplicate: true,
    });
    expect(parsed).toMatchObject({
      place: { performanceType: 'onsite', city: 'Berlin', country: 'DE' },
      allowDuplicate: true,
    });
    expect(
      ZPaymentAuthorizeBody.safeParse({ ...metadata, allow_duplicate: 'yes' }).error?.issues[0]?.message,
    ).toBe('allow_duplicate must be true or false');
  });

  it('prefers the enthusiast’s event_datetime and takes a rate off the slider', () => {
    expect(
      ZPaymentAuthorizeBody.parse({
        ...metadata,
        event_date: '2026-06-13',
        event_datetime: '2026-06-13T20:30',
        hourly_rate: '1250.50',
        dj_id: undefined,
      }),
    ).toMatchObject({
      when: { kind: 'local', date: '2026-06-13', time: '20:30' },
      hourlyRate: 1250.5,
      djId: null,
    });
  });

  it('refuses bad metadata with a message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ event_date: undefined }, M.requiredFields],
      [{ event_date: '13/06/2026' }, M.dateInvalid],
      [{ hourly_rate: 10 }, P.hourlyRateInvalid],
      [{ hourly_rate: 100.005 }, P.hourlyRateInvalid],
      [{ hourly_rate: 'a lot' }, P.hourlyRateInvalid],
      [{ duration: 0 }, M.durationInvalid],
      [{ booking_type: 'gift' }, P.bookingTypeInvalid],
      [{ dj_id: -3 }, M.djIdInvalid],
    ];
    for (const [change, expected] of cases)
      expect(
        message(ZPaymentAuthorizeBody.safeParse({ ...metadata, ...change })),
        JSON.stringify(change),
      ).toBe(expected);
  });
});
