import crypto from 'node:crypto';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import type { OwnedResource } from '../http/route-access.ts';
import {
  createAvailabilityPeriod,
  createDj,
  createDjEvent,
  createDjSet,
  createEnthusiast,
  createLabel,
  createPerformanceHour,
  createProducer,
  createUser,
  createVenue,
  createVenueEvent,
} from '../db/seed/factories.ts';
import { notificationAudience } from '@cuepoint/domain/notifications/preferences';
import { createCompletedUpload } from '../modules/djs/sets/media-testing.ts';
import { insertNotifications } from '../modules/notifications/notifications/notifications-store.ts';
import { createUpload, file, postTrack } from '../modules/music/producer/producer-testing.ts';
import { wavBytes } from '../modules/music/producer/zip-testing.ts';
import { reviewQueries } from '../modules/booking/reviews/reviews-store.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearerFor } from '../test/bearer-session.ts';
import { recordingJobQueue } from '../test/recording-jobs.ts';

export const API = '/api/v14';
const HOUR = 3_600_000;

/** The roles the matrix calls as: every account type, and an operator (ADMIN_EMAILS). */
export type Role = TUserType | 'operator';
export const ROLES: readonly Role[] = [
  'dj',
  'venue',
  'enthusiast',
  'producer',
  'label',
  'tour_manager',
  'operator',
];
/** Two worlds of the same shape: world a's accounts deal only with each other, as do world b's. */
export type Side = 'a' | 'b';
export const SIDES: readonly Side[] = ['a', 'b'];

export type Account = {
  side: Side;
  role: Role;
  id: number;
  email: string;
  /** The account's type: an operator is an account of some type whose address is in ADMIN_EMAILS. */
  userType: TUserType;
  auth: { authorization: string };
  /** Another session of the same account, for calls that may end the one they use (sign-out, password change). */
  freshAuth(): Promise<{ authorization: string }>;
};

export type World = {
  t: TestApp;
  accounts: Record<Side, Record<Role, Account>>;
  /** What each account owns or is a party to, by kind: world side → role → resource → id. */
  owned: Record<Side, Partial<Record<Role, Partial<Record<OwnedResource, number | string>>>>>;
  /** Strings only world `side`'s accounts (and operators) may ever read: addresses and private words. */
  secrets: Record<Side, string[]>;
  close(): Promise<void>;
};

type Answer = { status: number; body: { data?: { id?: number } } & Record<string, unknown> };

/** The operator's account type: one few routes accept, so its answers elsewhere are a plain refusal. */
const OPERATOR_TYPE: TUserType = 'tour_manager';

/**
 * One seeded world for the authorization matrix and the fuzzer: one app, two accounts per role (sides a and b), each
 * side with its own booking requests, offers, bookings, messages, sets, hours, periods, events and notifications,
 * made through the API where it has a call for them (so its services apply their rules), through the shared seed
 * factories otherwise.
 */
export async function createWorld(env: Record<string, string> = {}): Promise<World> {
  const run = crypto.randomBytes(4).toString('hex');
  const operatorEmail = (side: Side) => `operator-${side}-${run}@matrix.example`;
  const t = await createTestApp(
    { ADMIN_EMAILS: SIDES.map(operatorEmail).join(','), ...env },
    { jobs: recordingJobQueue() },
  );
  const { db } = t.database;
  const call = async (method: string, url: string, auth?: object, payload?: object): Promise<Answer> => {
    const response = await t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: { ...auth },
      ...(payload ? { payload } : {}),
    });
    const answer = { status: response.statusCode, body: response.json() };
    if (answer.status >= 300) {
      throw new Error(`world setup: ${method} ${url} answered ${answer.status} ${response.body}`);
    }
    return answer;
  };

  const accounts = {} as World['accounts'];
  const owned = { a: {}, b: {} } as World['owned'];
  const secrets = { a: [], b: [] } as World['secrets'];

  for (const side of SIDES) {
    const secret = (what: string) => {
      const word = `private-${what}-${side}-${run}`;
      secrets[side].push(word);
      return word;
    };
    const email = (role: Role) =>
      role === 'operator' ? operatorEmail(side) : `${role}-${side}-${run}@matrix.example`;
    const genre = `Matrix ${side} ${run}`;
    const users: Record<Role, { id: number; email: string; userType: TUserType }> = {
      dj: (
        await createDj(db, {
          user: { email: email('dj') },
          profile: {
            genres: [genre],
            hourlyRateMinMinor: 5000,
            acceptsRemotePrivate: true,
            acceptsRemoteVenues: true,
          },
        })
      ).user,
      venue: (await createVenue(db, { user: { email: email('venue') } })).user,
      enthusiast: (await createEnthusiast(db, { user: { email: email('enthusiast') } })).user,
      producer: (await createProducer(db, { user: { email: email('producer') } })).user,
      label: (await createLabel(db, { user: { email: email('label') } })).user,
      tour_manager: await createUser(db, { userType: 'tour_manager', email: email('tour_manager') }),
      operator: await createUser(db, { userType: OPERATOR_TYPE, email: email('operator') }),
    };
    accounts[side] = {} as Record<Role, Account>;
    for (const role of ROLES) {
      const user = users[role];
      secrets[side].push(user.email);
      accounts[side][role] = {
        side,
        role,
        id: user.id,
        email: user.email,
        userType: user.userType,
        auth: await bearerFor(t.database, user.id),
        freshAuth: () => bearerFor(t.database, user.id),
      };
    }
    const { dj, venue, enthusiast } = accounts[side];

    /**
     * A customer's request aimed at this side's DJ, secured with a card on the test gateway; each four hours after the
     * one before, so the DJ can hold them all (a DJ plays one booking at a time).
     */
    let hoursAhead = 96;
    const request = async (customer: Account, words: string) => {
      hoursAhead += 4;
      const eventAt = new Date(Date.now() + hoursAhead * HOUR).toISOString();
      const authorized = await call('POST', '/payment-authorize.php', customer.auth, {
        event_name: words,
        event_date: eventAt,
        hourly_rate: 150,
        duration: 2,
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        dj_id: dj.id,
      });
      const intent = (authorized.body['setup_intent'] ?? authorized.body['payment_intent']) as {
        id: string;
        client_secret: string;
      };
      await call('POST', '/test-payments/confirm', undefined, {
        client_secret: intent.client_secret,
        payment_method: 'pm_card_visa',
      });
      const submitted = await call(
        'POST',
        customer.role === 'venue' ? '/venue-booking-request.php' : '/booking-request.php',
        customer.auth,
        {
          date: eventAt,
          duration: 2,
          performance_type: 'remote',
          description: words,
          hourly_budget: 150,
          preferred_genres: [genre],
          currency: 'EUR',
          timezone: 'Europe/Berlin',
          dj_id: dj.id,
          ...(intent.id.startsWith('seti_')
            ? { setup_intent_id: intent.id }
            : { payment_intent_id: intent.id }),
        },
      );
      return submitted.body.data!.id!;
    };

    // A venue's request the DJ accepted and the venue confirmed; an enthusiast's the DJ accepted.
    const confirmedRequest = await request(venue, secret('venue-party'));
    const confirmedBooking = (await call('POST', `/booking-requests/${confirmedRequest}/accept`, dj.auth, {}))
      .body.data!.id!;
    await call('POST', `/bookings/${confirmedBooking}/confirm`, venue.auth, {
      // The DJ's standard terms: confirmed at once.
      payment_terms: '50_50',
      cancellation_notice_hours: 72,
      equipment_provided: ['Mixer'],
      additional_terms: secret('contract-terms'),
      agree: true,
    });
    const fanRequest = await request(enthusiast, secret('birthday'));
    const fanBooking = (await call('POST', `/booking-requests/${fanRequest}/accept`, dj.auth, {})).body.data!
      .id!;
    // An enthusiast's request still open, with the DJ's offer and the enthusiast's message.
    const fanOpenRequest = await request(enthusiast, secret('anniversary'));
    const fanOffer = (
      await call('POST', `/booking-requests/${fanOpenRequest}/offers`, dj.auth, { hourly_rate: 140 })
    ).body.data!.id!;
    const fanMessage = (
      await call('POST', `/booking-requests/${fanOpenRequest}/messages`, enthusiast.auth, {
        text: secret('fan-message'),
        dj_id: dj.id,
      })
    ).body.data!.id!;
    // A venue's request still open, with the DJ's offer and a message in its conversation.
    const openRequest = await request(venue, secret('rooftop'));
    const offer = (
      await call('POST', `/booking-requests/${openRequest}/offers`, dj.auth, { hourly_rate: 140 })
    ).body.data!.id!;
    const message = (
      await call('POST', `/booking-requests/${openRequest}/messages`, venue.auth, {
        text: secret('message'),
        dj_id: dj.id,
      })
    ).body.data!.id!;
    const djMessage = (
      await call('POST', `/booking-requests/${openRequest}/messages`, dj.auth, { text: secret('dj-message') })
    ).body.data!.id!;
    // The venue's review of the DJ on the confirmed booking, written through the reviews store: the service takes
    // one only after the booking completed, which needs the job runner's clock this world does not run.
    const review = (await reviewQueries(db).insert({
      bookingId: confirmedBooking,
      authorUserId: venue.id,
      subjectUserId: dj.id,
      authorSide: 'customer',
      rating: 5,
      body: secret('review'),
    }))!.id;
    // One notification for each account (the booking engine's come through jobs this world does not run).
    const notification: Partial<Record<Role, number>> = {};
    for (const role of ROLES) {
      const account = accounts[side][role];
      await insertNotifications(
        db,
        `matrix:${run}:${side}:${role}`,
        [
          {
            userId: account.id,
            audience: notificationAudience(account.userType),
            category: 'bookingUpdates',
            kind: 'matrix',
            title: 'Your booking changed',
            body: secret(`notification-${role}`),
            url: '/bookings',
          },
        ],
        new Date(),
      );
      const list = await call('GET', '/notifications', account.auth);
      notification[role] = (list.body.data as unknown as { id: number }[])[0]!.id;
    }
    // A producer's track upload, begun (tus creation) and not finished.
    const producerUpload = await createUpload(
      t,
      accounts[side].producer.auth,
      'main_track',
      'demo.wav',
      4096,
    );
    if (producerUpload.statusCode !== 201)
      throw new Error(`world setup: producer upload ${producerUpload.body}`);
    const producerUploadId = String(producerUpload.headers['location']).split('/').pop()!;
    // A producer's track in the library, its title private to the producer.
    const producerTrack = await postTrack(
      t,
      accounts[side].producer.auth,
      { title: secret('track'), genre: 'Techno', rights_confirmed: 'true' },
      [file('main_track', 'demo.wav', wavBytes(2048))],
    );
    if (producerTrack.statusCode !== 201)
      throw new Error(`world setup: producer track ${producerTrack.body}`);
    const producerTrackId = (producerTrack.json() as { data: { id: number } }).data.id;
    // An upload of the DJ's, and a co-streamed event another venue sends to this side's venue.
    const upload = (await createCompletedUpload(db, t.app.services.files, dj.id)).id;
    const host = await createVenue(db, { user: { email: `host-${side}-${run}@matrix.example` } });
    secrets[side].push(host.user.email);
    const hostAuth = await bearerFor(t.database, host.user.id);
    const coStreamed = await call('POST', '/venue-events.php', hostAuth, {
      title: 'Rooftop Sessions',
      date: '2099-08-01',
      time: '20:00',
      djName: 'Nova Reyes',
      duration: '3:00',
      coStream: true,
      coStreamDJs: [{ djName: 'Nova Reyes', startTime: '20:00', duration: '2:00' }],
      destinations: [{ venue_user_id: venue.id }],
    });
    const destination = (
      coStreamed.body['event'] as { co_stream_destinations: { id: number; venue_user_id: number }[] }
    ).co_stream_destinations.find((d) => d.venue_user_id === venue.id)!.id;

    const djSet = (await createDjSet(db, dj.id, { title: `Set ${side} ${run}` })).id;
    const hour = (await createPerformanceHour(db, dj.id)).id;
    const period = (await createAvailabilityPeriod(db, dj.id)).id;
    const djEvent = (await createDjEvent(db, dj.id)).id;
    const venueEvent = (await createVenueEvent(db, venue.id)).id;

    owned[side] = {
      dj: {
        'booking-request': openRequest,
        offer,
        booking: confirmedBooking,
        message: djMessage,
        review,
        'dj-set': djSet,
        upload,
        'performance-hour': hour,
        'availability-period': period,
        'dj-event': djEvent,
        notification: notification.dj,
      },
      venue: {
        'booking-request': openRequest,
        offer,
        booking: confirmedBooking,
        message,
        review,
        'venue-event': venueEvent,
        'co-stream-destination': destination,
        notification: notification.venue,
      },
      enthusiast: {
        'booking-request': fanOpenRequest,
        offer: fanOffer,
        booking: fanBooking,
        message: fanMessage,
        notification: notification.enthusiast,
      },
      producer: {
        notification: notification.producer,
        'producer-upload': producerUploadId,
        'producer-track': producerTrackId,
      },
      label: { notification: notification.label },
      tour_manager: { notification: notification.tour_manager },
      operator: { notification: notification.operator },
    };
  }

  return {
    t,
    accounts,
    owned,
    secrets,
    close: () => t.close(),
  };
}
