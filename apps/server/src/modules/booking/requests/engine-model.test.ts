import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import {
  CUSTOMER,
  DJS,
  START,
  TARGET,
  action,
  drain,
  liveBookings,
  run,
  scenario,
  start,
  sum,
  type Action,
  type TScenario,
  type World,
} from '@cuepoint/domain/booking/lifecycle-model/index';
import { TRANSITIONS } from '@cuepoint/domain/booking/transitions';
import { createDj, createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingEvents, bookingRequests } from '../../../db/schema/booking.ts';
import { bookingPayouts, bookings } from '../../../db/schema/bookings.ts';
import { testGatewayIntents, testGatewayPaymentMethods } from '../../../db/schema/payments.ts';
import { bookingKitPerFile, uniqueGenre, type Auth } from '../bookings/bookings-test-kit.ts';

/*
 * The lifecycle model's random action sequences (packages/domain/src/booking/lifecycle-model) run against the real
 * engine: the same scenario and actions drive the model's world and the server (its routes, the engine on PGlite, the
 * test gateway and the test clock), and after every step the stored rows, the outbox, the gateway's holds and saved
 * cards and the DJ's payouts must be what the model says. Actions the HTTP API cannot express as the model states
 * them (offers, stray firings, a lagging job runner, gateway answers out of band) stay with the pure model; the rest
 * are the request's and the booking's whole life, by every party and by strangers.
 */

const { kit, call } = bookingKitPerFile();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STRANGER = 2;
const DJ_TERMS = { payment_terms: '30_70', cancellation_notice_hours: 72 } as const;
const ENGINE_ACTIONS: readonly Action['kind'][] = [
  'advance',
  'next_timer',
  'dj',
  'cancel',
  'confirm',
  'terms_answer',
  'cancel_booking',
];
const TRANSITION_EVENTS = new Set<string>(
  Object.values(TRANSITIONS).flatMap((transition) => [transition.event, ...(transition.branchEvents ?? [])]),
);

/** The run's accounts: the model's customer, stranger and DJs as users of the server. */
type Cast = { users: Map<number, number>; djOf: Map<number, number> };

/** A session of the model's party, signed in at the app's time (the clock moves past a session's idle timeout). */
const sessionOf = (people: Cast, modelId: number): Promise<Auth> => kit.bearer(people.users.get(modelId)!);

let regulars: Map<number, number> | null = null;

/**
 * The run's accounts: a new customer each run (its gateway customer holds only this run's cards), the stranger and
 * the DJs kept from run to run (each run's event ends before the next one's starts, so no booking holds them).
 */
async function cast(): Promise<Cast> {
  const db = kit.t.database.db;
  if (!regulars) {
    const genre = uniqueGenre();
    regulars = new Map([[STRANGER, (await createEnthusiast(db)).user.id]]);
    for (const id of DJS) {
      const dj = await createDj(db, {
        profile: {
          genres: [genre],
          hourlyRateMinMinor: 2000,
          acceptsRemotePrivate: true,
          acceptsRemoteVenues: true,
          defaultPaymentTerms: DJ_TERMS.payment_terms,
          defaultCancellationNoticeHours: DJ_TERMS.cancellation_notice_hours,
        },
      });
      regulars.set(id, dj.user.id);
    }
  }
  const users = new Map(regulars);
  users.set(CUSTOMER, (await createEnthusiast(db)).user.id);
  const djOf = new Map<number, number>(DJS.map((id) => [users.get(id)!, id]));
  return { users, djOf };
}

type Run = { cast: Cast; requestId: number; customerRef: string | null };

/** The customer secures the card and submits, as the model's start did; null when the server refused (as the model). */
async function submit(world: World, input: TScenario, card: string, people: Cast): Promise<Run | null> {
  const auth = await sessionOf(people, CUSTOMER);
  const eventAt = new Date(world.state.eventAt.getTime() - START.getTime() + kit.now().getTime());
  const hourlyBudget = world.state.amountMinor / 100 / input.durationHours;
  const target = input.targeted ? { dj_id: people.users.get(TARGET) } : {};
  const authorized = await call('POST', '/payment-authorize.php', auth, {
    event_name: 'Model run',
    event_date: eventAt.toISOString(),
    hourly_rate: hourlyBudget,
    duration: input.durationHours,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    ...target,
  });
  if (authorized.status !== 200) return null;
  const intent = (authorized.body.setup_intent ?? authorized.body.payment_intent) as {
    id: string;
    client_secret: string;
  };
  await call('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: card,
  });
  const submitted = await call('POST', '/booking-request.php', auth, {
    date: eventAt.toISOString(),
    duration: input.durationHours,
    performance_type: 'remote',
    description: 'A model run of the booking lifecycle',
    hourly_budget: hourlyBudget,
    preferred_genres: [],
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    ...(intent.id.startsWith('seti_') ? { setup_intent_id: intent.id } : { payment_intent_id: intent.id }),
    ...target,
  });
  if (submitted.status !== 201) return null;
  const [stored] = await kit.t.database.db
    .select({ customerRef: testGatewayIntents.customerRef })
    .from(testGatewayIntents)
    .where(eq(testGatewayIntents.id, intent.id));
  return {
    cast: people,
    requestId: submitted.body.data.id as number,
    customerRef: stored?.customerRef ?? null,
  };
}

/** Whether the request reaches the DJ on the server now (a recipient the request is not hidden from). */
async function reaches(state: Run, djId: number): Promise<boolean> {
  const answer = await call('GET', '/dj/booking-requests', await sessionOf(state.cast, djId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { id: number }[]).some((request) => request.id === state.requestId);
}

async function liveBookingId(state: Run): Promise<number | null> {
  const rows = await kit.t.database.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.requestId, state.requestId))
    .orderBy(asc(bookings.id));
  const live = rows.filter((row) =>
    ['awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed'].includes(row.status),
  );
  return live.at(-1)?.id ?? rows.at(-1)?.id ?? null;
}

/**
 * The model's action as the server can be asked it: the DJ's reach is what the server knows, an acceptance is as
 * asked, a confirmation's terms are the DJ's unless the action changes them, and a move of the clock runs every
 * timer on time (as the test clock does). Null: not an action the API expresses.
 */
async function normalize(world: World, state: Run, step: Action): Promise<Action | null> {
  switch (step.kind) {
    case 'advance':
      return { ...step, late: false };
    case 'next_timer': {
      const next = world.jobs.map((job) => job.at.getTime()).sort((a, b) => a - b)[0];
      if (next === undefined) return null;
      const minutes = Math.max(0, Math.ceil((next - world.now.getTime()) / MINUTE)) + step.extraMinutes;
      return { kind: 'advance', minutes, late: false };
    }
    case 'dj': {
      const djId = step.who === 'target' ? TARGET : 8;
      return { ...step, reached: await reaches(state, djId), priceDelta: null };
    }
    case 'confirm': {
      const changed =
        step.changed &&
        (step.terms !== DJ_TERMS.payment_terms || step.notice !== DJ_TERMS.cancellation_notice_hours);
      return changed
        ? step
        : {
            ...step,
            changed: false,
            terms: DJ_TERMS.payment_terms,
            notice: DJ_TERMS.cancellation_notice_hours,
          };
    }
    case 'cancel':
    case 'terms_answer':
    case 'cancel_booking':
      return step;
    default:
      return null;
  }
}

/** The same action on the server, by the same party. */
async function perform(world: World, state: Run, step: Action): Promise<void> {
  const as = (modelId: number) => sessionOf(state.cast, modelId);
  const booking = await liveBookingId(state);
  const accepted = world.state.acceptedDjId ?? TARGET;
  switch (step.kind) {
    case 'advance':
      await kit.clock.advance(step.minutes * MINUTE);
      return;
    case 'dj': {
      const djId = step.who === 'target' ? TARGET : 8;
      await call('POST', `/booking-requests/${state.requestId}/${step.what}`, await as(djId), {});
      return;
    }
    case 'cancel':
      await call(
        'POST',
        `/booking-requests/${state.requestId}/cancel`,
        await as(step.stranger ? STRANGER : CUSTOMER),
        {
          reason: 'Plans changed',
        },
      );
      return;
    case 'confirm':
      if (booking === null) return;
      await call('POST', `/bookings/${booking}/confirm`, await as(step.stranger ? TARGET : CUSTOMER), {
        payment_terms: step.terms,
        cancellation_notice_hours: step.notice,
        equipment_provided: [],
        agree: true,
      });
      return;
    case 'terms_answer': {
      if (booking === null) return;
      const by = { dj: accepted, other_dj: 9, customer: CUSTOMER }[step.by];
      if (step.agree) await call('POST', `/bookings/${booking}/agree`, await as(by), {});
      else await call('POST', `/bookings/${booking}/decline-terms`, await as(by), { message: step.message });
      return;
    }
    case 'cancel_booking': {
      if (booking === null) return;
      const by = { customer: CUSTOMER, stranger: STRANGER, dj: accepted, other_dj: 9 }[step.by];
      await call('POST', `/bookings/${booking}/cancel`, await as(by), { reason: step.reason });
      return;
    }
    default:
      return;
  }
}

/** The stored rows, the outbox, the gateway and the payouts, as the model's world says they must be. */
async function compare(world: World, state: Run, where: string): Promise<void> {
  const db = kit.t.database.db;
  const [request] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, state.requestId));
  const model = world.state;
  expect(
    {
      status: request!.status,
      payment: request!.paymentStatus,
      acceptedDj: request!.acceptedDjUserId === null ? null : state.cast.djOf.get(request!.acceptedDjUserId),
      chargeMinor: request!.chargeMinor,
      amountMinor: request!.amountMinor,
      offSessionPending: request!.offSessionPending,
    },
    where,
  ).toEqual({
    status: model.status,
    payment: model.payment,
    acceptedDj: model.acceptedDjId,
    chargeMinor: model.chargeMinor,
    amountMinor: model.amountMinor,
    offSessionPending: model.offSessionPending,
  });

  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.requestId, state.requestId))
    .orderBy(asc(bookings.id));
  expect(
    rows.map((row) => ({
      dj: state.cast.djOf.get(row.djUserId),
      status: row.status,
      amountMinor: row.amountMinor,
    })),
    where,
  ).toEqual(
    world.bookings.map((booking) => ({
      dj: booking.djId,
      status: booking.status,
      amountMinor: booking.chargeMinor,
    })),
  );

  const live = liveBookings(world)[0];
  const liveRow = rows.find((row) =>
    ['awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed'].includes(row.status),
  );
  const charged = rows.at(-1);
  const payoutRows = charged
    ? (await db.select().from(bookingPayouts).where(eq(bookingPayouts.bookingId, charged.id))).filter(
        (payout) => payout.status !== 'cancelled',
      )
    : [];
  expect(
    { count: payoutRows.length, total: payoutRows.reduce((total, payout) => total + payout.amountMinor, 0) },
    where,
  ).toEqual({ count: world.payouts.length, total: sum(world.payouts) });
  if (live) expect(liveRow?.amountMinor, where).toBe(live.chargeMinor);

  const events = await db
    .select({ type: bookingEvents.type })
    .from(bookingEvents)
    .where(eq(bookingEvents.requestId, state.requestId))
    .orderBy(asc(bookingEvents.id));
  expect(
    events.map((event) => event.type).filter((type) => TRANSITION_EVENTS.has(type)),
    where,
  ).toEqual(world.events);

  if (state.customerRef) {
    const intents = await db
      .select({ kind: testGatewayIntents.kind, status: testGatewayIntents.status })
      .from(testGatewayIntents)
      .where(eq(testGatewayIntents.customerRef, state.customerRef));
    const holds = intents.filter((intent) => intent.kind === 'payment_intent');
    expect(
      {
        held: holds.filter((intent) => intent.status === 'requires_capture').length,
        captured: holds.filter((intent) => intent.status === 'succeeded').length,
      },
      where,
    ).toEqual({
      held: world.holds.filter((hold) => hold.status === 'authorized').length,
      captured: world.holds.filter((hold) => hold.status === 'captured').length,
    });
    const cards = await db
      .select({ customerRef: testGatewayPaymentMethods.customerRef })
      .from(testGatewayPaymentMethods)
      .where(eq(testGatewayPaymentMethods.customerRef, state.customerRef));
    expect(cards.length, where).toBe(world.savedCards.filter((card) => card.attached).length);
  }
}

describe('the booking engine under the lifecycle model', () => {
  it('stores, tells, holds, charges and pays out what the model says, step by step', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenario,
        fc.boolean(),
        fc.array(
          action.filter((step) => ENGINE_ACTIONS.includes(step.kind)),
          { maxLength: 10, size: 'max' },
        ),
        async (generated, failingCard, actions) => {
          // The test gateway answers an off-session authorization at once, by the card: the Visa test card always
          // holds, the insufficient-funds card (saved for an event beyond 120 hours) always fails, softly.
          const savesCard = generated.leadMinutes > 120 * 60;
          const declines = failingCard && savesCard;
          const input: TScenario = { ...generated, syncAnswers: [!declines], declines: ['soft'] };
          const world = start(input);
          const people = await cast();
          const state = await submit(
            world,
            input,
            declines ? 'pm_card_insufficientFunds' : 'pm_card_visa',
            people,
          );
          expect(state !== null, 'the server submits exactly when the model does').toBe(world.submitted);
          if (!state) return;
          await compare(world, state, 'after the submit');
          for (const [index, generatedStep] of actions.entries()) {
            const step = await normalize(world, state, generatedStep);
            if (!step) continue;
            run(world, step);
            await perform(world, state, step);
            await compare(world, state, `after step ${index} ${JSON.stringify(step)}`);
          }
          const end = world.state.eventEndsAt.getTime() + 48 * HOUR;
          await kit.clock.advance(Math.max(0, Math.ceil((end - world.now.getTime()) / MINUTE)) * MINUTE);
          drain(world, [!declines]);
          await compare(world, state, 'after the event');
        },
      ),
      // Each run moves the test clock a few times, a second or more each on a loaded machine.
      { numRuns: 12, endOnFailure: true },
    );
  }, 240_000);
});
