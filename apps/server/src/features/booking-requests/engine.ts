import type { FastifyBaseLogger } from 'fastify';
import { fire, type TTransitionContexts, type TTransitionName } from '@cuepoint/domain/booking/transitions';
import type { TBookingActor, TBookingEffect, TBookingJob } from '@cuepoint/domain/booking/effects';
import type { TRefusalCode } from '@cuepoint/domain/booking/transitions';
import { isFinalStatus, type TRequestStatus } from '@cuepoint/domain/booking/states';
import type { TBookingAudience, TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import type { Clock } from '../../adapters/clock.ts';
import type {
  ChargeDestination,
  PaymentGateway,
  PaymentIntentView,
} from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../http/app-error.ts';
import { eventPayload, lifecycleChange, toLifecycle } from './lifecycle-state.ts';
import { rankDjsForRequest } from './routing.ts';
import type { BookingQueries, BookingStore, RequestChange, RequestRow } from './store.ts';

/** A payment call to repeat later when the gateway failed after the new state was committed. */
export type PaymentRetry =
  | { action: 'release'; requestId: number; intentId: string }
  | { action: 'capture'; requestId: number; intentId: string; amountMinor: number };

export type EngineDeps = {
  store: BookingStore;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Sends the timer job of that name for the request, due at `at`. */
  sendTimer(job: TBookingJob, requestId: number, at: Date): Promise<void>;
  /** Sends a payment call to be repeated (with the job runner's retries). */
  retryPayment(retry: PaymentRetry): Promise<void>;
};

export type Fired = { ok: true; request: RequestRow; later: TBookingEffect[] };
export type Refused = { ok: false; code: TRefusalCode; reason: string };

/** The same release or capture of a hold is one gateway request, however often it is repeated. */
export const releaseKey = (retry: { requestId: number; intentId: string }) =>
  `booking-request-${retry.requestId}-release-${retry.intentId}`;
export const captureKey = (retry: { requestId: number; intentId: string }) =>
  `booking-request-${retry.requestId}-capture-${retry.intentId}`;

const HOLD_LOST =
  'The hold on your card was released by the card network: please secure the booking with a card again';

const REFUSAL_STATUS: Record<TRefusalCode, 'FORBIDDEN' | 'CONFLICT' | 'UNPROCESSABLE'> = {
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  rule: 'UNPROCESSABLE',
  not_due: 'CONFLICT',
};

/** A refusal of the rules as the API answers it: 403, 409 or 422 with the rule's words. */
export function refusalError(refused: Refused): AppError {
  return new AppError(REFUSAL_STATUS[refused.code], refused.reason);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The event's calendar date in its own zone (travel periods are calendar dates). */
export function eventDate(row: Pick<RequestRow, 'eventAt' | 'eventTimezone'>): string {
  let format = dateFormats.get(row.eventTimezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: row.eventTimezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(row.eventTimezone, format);
  }
  return format.format(row.eventAt);
}

/**
 * The booking engine: fires the lifecycle's transitions on stored requests and performs their effects, the ones that
 * touch the database in the transaction of the new state (visibility, the outbox), the others once it committed
 * (timers, the gateway's calls), in the order the rules gave them.
 */
export function createBookingEngine(deps: EngineDeps) {
  const { store, gateway, log } = deps;

  async function share(tx: BookingQueries, request: RequestRow, similarTo: number | null, now: Date) {
    // An open request is shared once, at its submit; a later share leaves out the DJs it already reached.
    const reached = similarTo === null ? [] : await tx.recipients(request.id);
    const exclude = reached.map((recipient) => recipient.djUserId);
    if (request.djUserId !== null) exclude.push(request.djUserId);
    const genres = [...request.preferredGenres];
    if (similarTo !== null) genres.push(...(await tx.djGenres(similarTo)));
    const routing = {
      customerRole: request.customerRole as TBookingAudience,
      performanceType: request.performanceType as TPerformanceType,
      city: request.city,
      country: request.country,
      hourlyBudgetMinor: request.hourlyBudgetMinor,
      genres,
    };
    const candidates = await tx.djCandidates({
      exclude,
      eventDate: eventDate(request),
      maxRateMinor: request.hourlyBudgetMinor,
      remote:
        routing.performanceType === 'onsite' ? null : routing.customerRole === 'venue' ? 'venue' : 'private',
      genres: [...new Set(genres.map((genre) => genre.trim().toLowerCase()).filter((genre) => genre !== ''))],
    });
    const chosen = rankDjsForRequest(routing, candidates);
    await tx.addRecipients(request.id, chosen, similarTo === null ? 'matching' : 'similar', now);
  }

  /** Performs the effects that live in the database, in the caller's transaction; answers the rest. */
  async function storeEffects(
    tx: BookingQueries,
    request: RequestRow,
    effects: readonly TBookingEffect[],
    now: Date,
  ): Promise<TBookingEffect[]> {
    const later: TBookingEffect[] = [];
    for (const effect of effects) {
      switch (effect.kind) {
        case 'route_to_dj':
          await tx.addRecipients(request.id, [effect.djId], 'targeted', now);
          break;
        case 'share_with_matching_djs':
          await share(tx, request, null, now);
          break;
        case 'share_with_similar_djs':
          await share(tx, request, effect.djId, now);
          break;
        case 'hide_from_dj':
          await tx.hideFrom(request.id, effect.djId, now);
          break;
        case 'close_to_other_djs':
          await tx.hideFromAllBut(request.id, effect.djId, now);
          break;
        case 'outbox':
          await tx.insertEvent(request.id, effect.event.type, eventPayload(effect.event, request), now);
          break;
        default:
          later.push(effect);
      }
    }
    return later;
  }

  /**
   * Fires a transition on a request the caller locked in `tx` and stores the new state (with `extra`, facts the server
   * established such as a new intent id) and the effects that live in the database.
   */
  async function fireOn<N extends TTransitionName>(
    tx: BookingQueries,
    row: RequestRow,
    name: N,
    actor: TBookingActor,
    now: Date,
    context: TTransitionContexts[N],
    extra: Partial<RequestChange> = {},
  ): Promise<Fired | Refused> {
    const result = fire(toLifecycle(row), name, actor, now, context);
    if (!result.ok) return { ok: false, code: result.code, reason: result.reason };
    const request = await tx.updateRequest(row.id, { ...lifecycleChange(row, result.next, now), ...extra });
    const later = await storeEffects(tx, request, result.effects, now);
    return { ok: true, request, later };
  }

  /** Loads and locks the request, fires, commits; null when the request does not exist. */
  async function fireById<N extends TTransitionName>(
    requestId: number,
    name: N,
    actor: TBookingActor,
    now: Date,
    context: TTransitionContexts[N],
    extra: Partial<RequestChange> = {},
  ): Promise<Fired | Refused | null> {
    const result = await store.transaction(async (tx) => {
      const row = await tx.request(requestId, { lock: true });
      return row ? fireOn(tx, row, name, actor, now, context, extra) : null;
    });
    if (result?.ok) await performLater(result.request, result.later);
    return result;
  }

  function holdIdempotencyKey(request: RequestRow, action: string, intentId: string) {
    return `booking-request-${request.id}-${action}-${intentId}`;
  }

  /** Runs a payment call now; when the gateway fails, the call is sent to the job runner to be repeated. */
  async function paymentCall(retry: PaymentRetry) {
    try {
      if (retry.action === 'release')
        await gateway.cancel({ intentId: retry.intentId, idempotencyKey: releaseKey(retry) });
      else
        await gateway.capture({
          intentId: retry.intentId,
          amountMinor: retry.amountMinor,
          idempotencyKey: captureKey(retry),
        });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        // The intent cannot move that way any more (a hold already charged, a capture of a released hold).
        log.error({ err: error, ...retry }, 'booking payment call refused by the gateway');
        return;
      }
      log.warn({ err: error, ...retry }, 'booking payment call failed: repeating it later');
      await deps.retryPayment(retry);
    }
  }

  /** Where a new hold's money goes: a DJ that accepted, or the aimed-at DJ while it alone holds the request. */
  async function destinationFor(request: RequestRow): Promise<ChargeDestination | undefined> {
    const djUserId =
      request.acceptedDjUserId ?? (request.status === 'routed_to_dj' ? request.djUserId : null);
    if (djUserId === null) return undefined;
    const account = await gateway.connectAccountOf(djUserId);
    if (!account?.chargesEnabled) return undefined;
    return {
      accountId: account.accountId,
      applicationFeeMinor: request.platformFeeMinor + request.processingFeeMinor,
    };
  }

  /**
   * Records what the gateway answered for the saved card's authorization: held (authorization_succeeded, which
   * releases it again if the request closed meanwhile) or refused with the gateway's reason. Still processing: the
   * gateway's event settles it. Idempotent: once recorded, the transitions' guards refuse a repeat.
   */
  async function recordOffSessionAnswer(requestId: number, intent: PaymentIntentView) {
    const now = deps.clock.now();
    if (intent.status === 'requires_capture') {
      return fireById(
        requestId,
        'authorization_succeeded',
        { role: 'gateway' },
        now,
        {},
        {
          paymentIntentId: intent.id,
          paymentError: null,
        },
      );
    }
    if (intent.status === 'processing') return null;
    const reason =
      intent.lastError?.message ??
      (intent.status === 'requires_action'
        ? 'Your bank asks you to confirm this payment: please secure the booking with your card again'
        : `The card could not be authorized (status ${intent.status})`);
    return fireById(
      requestId,
      'authorization_failed',
      { role: 'gateway' },
      now,
      { reason },
      { paymentIntentId: intent.id, paymentError: reason },
    );
  }

  /**
   * Authorizes the saved card while the customer is away (the effect of authorize_saved_card, or a repeat after a
   * crash: the same idempotency key answers the same intent).
   */
  async function authorizeSavedCard(request: RequestRow) {
    if (!request.offSessionPending || !request.setupIntentId) return;
    const setup = await gateway.retrieveIntent(request.setupIntentId);
    if (
      !setup ||
      setup.kind !== 'setup_intent' ||
      setup.status !== 'succeeded' ||
      !setup.paymentMethodId ||
      !setup.customerId
    ) {
      const reason = 'The saved card is no longer available: please secure the booking with a card again';
      await fireById(
        request.id,
        'authorization_failed',
        { role: 'gateway' },
        deps.clock.now(),
        { reason },
        {
          paymentError: reason,
        },
      );
      return;
    }
    const intent = await gateway.authorizeOffSession({
      amountMinor: request.amountMinor,
      currency: toLifecycle(request).currency,
      customerId: setup.customerId,
      paymentMethodId: setup.paymentMethodId,
      metadata: { booking_request_id: String(request.id), purpose: 'booking_request' },
      destination: await destinationFor(request),
      idempotencyKey: holdIdempotencyKey(request, 'authorize', request.setupIntentId),
    });
    await recordOffSessionAnswer(request.id, intent);
  }

  /**
   * The gateway released a hold the request still counts on (the card network's 7 days, a cancel outside our calls):
   * an open request needs a new card, so its payment is failed, with the authorization_failed event for its customer.
   * A hold the request no longer counts on (released by us, or replaced) changes nothing.
   */
  async function recordHoldLost(requestId: number, intentId: string) {
    const now = deps.clock.now();
    await store.transaction(async (tx) => {
      const row = await tx.request(requestId, { lock: true });
      if (!row || row.paymentIntentId !== intentId || row.paymentStatus !== 'authorized') return;
      const status = row.status;
      const payment = isFinalStatus(status as TRequestStatus) ? 'released' : 'failed';
      const updated = await tx.updateRequest(row.id, {
        paymentStatus: payment,
        paymentError: payment === 'failed' ? HOLD_LOST : null,
        updatedAt: now,
      });
      await tx.insertEvent(
        row.id,
        'booking_request.authorization_failed',
        eventPayload(
          {
            type: 'booking_request.authorization_failed',
            at: now,
            actor: { role: 'gateway' },
            from: { status: status as TRequestStatus, payment: 'authorized' },
            to: { status: status as TRequestStatus, payment },
            reason: HOLD_LOST,
          },
          updated,
        ),
        now,
      );
    });
  }

  /** Performs what a committed transition left for after the commit, in order. */
  async function performLater(request: RequestRow, later: readonly TBookingEffect[]) {
    for (const effect of later) {
      switch (effect.kind) {
        case 'schedule':
          await deps.sendTimer(effect.job, request.id, effect.at);
          break;
        case 'release_authorization':
          if (request.paymentIntentId)
            await paymentCall({
              action: 'release',
              requestId: request.id,
              intentId: request.paymentIntentId,
            });
          break;
        case 'capture':
          if (request.paymentIntentId)
            await paymentCall({
              action: 'capture',
              requestId: request.id,
              intentId: request.paymentIntentId,
              amountMinor: effect.amountMinor,
            });
          break;
        case 'authorize_off_session':
          await authorizeSavedCard(request);
          break;
        default:
          log.error({ effect: effect.kind, requestId: request.id }, 'booking effect left unperformed');
      }
    }
  }

  /**
   * A timer job: fires its transition as the system at `now`. A request that moved on is refused by the guards and
   * nothing happens, so a timer may run twice or late. An authorization left pending by a crash is resumed.
   */
  async function runTimer(job: TBookingJob, requestId: number, now: Date) {
    if (job === 'authorize_saved_card') {
      const current = await store.request(requestId);
      if (current?.offSessionPending) {
        await authorizeSavedCard(current);
        return { ok: true as const, resumed: true };
      }
    }
    const result = await fireById(requestId, job, { role: 'system' }, now, {});
    if (result && !result.ok)
      log.debug({ job, requestId, reason: result.reason }, 'booking timer had nothing to do');
    return result;
  }

  return {
    storeEffects,
    fireOn,
    fireById,
    performLater,
    paymentCall,
    recordOffSessionAnswer,
    recordHoldLost,
    authorizeSavedCard,
    destinationFor,
    runTimer,
  };
}

export type BookingEngine = ReturnType<typeof createBookingEngine>;
