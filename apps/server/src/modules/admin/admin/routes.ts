import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBooking } from '@cuepoint/domain/booking/booking-api';
import {
  ZAdminDispute,
  ZAdminReport,
  ZAdminUser,
  ZAdminUsersQuery,
  ZAuditEntry,
  ZResolveReportBody,
  ZRestoreBody,
  ZSuspendBody,
} from '@cuepoint/domain/trust/admin';
import { ZDecideDisputeBody } from '@cuepoint/domain/trust/disputes';
import { envelope, ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createAuthorizeService } from '../../booking/index.ts';
import { bookingEngineFor } from '../../booking/index.ts';
import { createRequestsService } from '../../booking/index.ts';
import { bookingErrors as errors, ZIdParams } from '../../booking/index.ts';
import { createBookingStore } from '../../booking/index.ts';
import { createBookingsService } from '../../booking/index.ts';
import { disputesServiceFor } from '../../booking/index.ts';
import { DJ_PROFILE_CACHE_TAG } from '../../djs/index.ts';
import { createAdminService } from './admin-service.ts';
import { access } from '../../../http/route-access.ts';
import { userOf } from '../../../http/auth-guard.ts';

const ZStatusQuery = z.object({ status: z.enum(['open', 'all']).default('open') });

/**
 * The operator console's calls under /admin (decision record 034): only accounts listed in ADMIN_EMAILS with a
 * verified address; a visitor 401, anyone else 403, before any body or parameter is read.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, payments, config } = app.services;
  const store = createBookingStore(database.db);
  const engine = bookingEngineFor(app.services, app.log);
  const requests = createRequestsService({ store, clock, engine });
  const bookings = createBookingsService({
    store,
    gateway: payments,
    clock,
    engine,
    authorize: createAuthorizeService({ store, gateway: payments, clock }),
  });
  const disputes = disputesServiceFor(app.services, app.log);
  const admin = createAdminService({
    db: database.db,
    clock,
    log: app.log,
    operators: config.ADMIN_EMAILS,
    disputes,
    rerouting: {
      declineRequest: (dj, id) => requests.decline(dj, id, 'The DJ’s account was suspended'),
      cancelBooking: (dj, id, reason) => bookings.cancel(dj, id, { reason }),
      withdrawRequest: (customer, id, reason) => requests.cancel(customer, id, reason),
    },
  });
  app.addHook('onRequest', noStore);
  const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
  const operators = { access: access.operator() };
  const reads = { config: operators };
  const writes = { config: operators, onRequest: sameOriginRequired };

  app.get(
    '/admin/overview',
    {
      ...reads,
      schema: {
        ...docs(
          'What waits for the operators: open disputes and reports, suspended accounts, refunds that failed for good',
        ),
        response: {
          200: envelope(
            z.object({
              openDisputes: z.number(),
              openReports: z.number(),
              suspended: z.number(),
              failedRefunds: z.number(),
            }),
          ),
          ...errors,
        },
      },
    },
    async () => ok(await admin.overview()),
  );

  app.get(
    '/admin/users',
    {
      ...reads,
      schema: {
        ...docs('Accounts by e-mail, name, stage name or id'),
        querystring: ZAdminUsersQuery,
        response: { 200: envelope(z.array(ZAdminUser)), ...errors },
      },
    },
    async (request) => ok(await admin.searchUsers(request.query.q)),
  );

  const accountActions = [
    [
      'suspend',
      'Suspends an account: signed out, hidden from search, not bookable; a DJ’s open requests re-routed',
      ZSuspendBody,
    ],
    ['restore', 'Restores a suspended account', ZRestoreBody],
  ] as const;
  for (const [action, summary, body] of accountActions) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        ...writes,
        schema: {
          ...docs(summary),
          params: ZIdParams,
          body,
          response: { 200: envelope(ZAdminUser), ...errors },
        },
      },
      async (request) => {
        const user = await admin[action](userOf(request), request.params.id, request.body.reason);
        // The public profile and the home's DJs are cached for everyone: a suspended DJ leaves them now, a
        // restored one comes back.
        await app.services.publicCache.invalidate(DJ_PROFILE_CACHE_TAG);
        return ok(user);
      },
    );
  }

  app.get(
    '/admin/bookings/:id',
    {
      ...reads,
      schema: {
        ...docs('Any booking with its audit trail, its dispute and the operators’ actions on it'),
        params: ZIdParams,
        response: {
          200: envelope(
            z.object({
              booking: ZBooking,
              dispute: ZAdminDispute.nullable(),
              operator_audit: z.array(ZAuditEntry),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await admin.booking(userOf(request), request.params.id)),
  );

  app.get(
    '/admin/disputes',
    {
      ...reads,
      schema: {
        ...docs('Disputes waiting for a decision (or all, the newest first)'),
        querystring: ZStatusQuery,
        response: { 200: envelope(z.array(ZAdminDispute)), ...errors },
      },
    },
    async (request) => ok(await admin.disputes(request.query.status)),
  );

  app.post(
    '/admin/disputes/:id/decide',
    {
      ...writes,
      schema: {
        ...docs(
          'Decides a dispute: full, partial or no refund, through the payment gateway, the DJ’s payout adjusted',
        ),
        params: ZIdParams,
        body: ZDecideDisputeBody,
        response: { 200: envelope(ZAdminDispute), ...errors },
      },
    },
    async (request) => ok(await admin.decide(userOf(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/reports',
    {
      ...reads,
      schema: {
        ...docs('Reported reviews and messages (open ones, or all)'),
        querystring: ZStatusQuery,
        response: { 200: envelope(z.array(ZAdminReport)), ...errors },
      },
    },
    async (request) => ok(await admin.reports(request.query.status)),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      ...writes,
      schema: {
        ...docs('Removes the reported review or message, or keeps it'),
        params: ZIdParams,
        body: ZResolveReportBody,
        response: { 200: envelope(ZAdminReport), ...errors },
      },
    },
    async (request) =>
      ok(
        await admin.resolveReport(userOf(request), request.params.id, request.body.action, request.body.note),
      ),
  );

  app.get(
    '/admin/audit',
    {
      ...reads,
      schema: {
        ...docs('The operators’ latest actions'),
        response: { 200: envelope(z.array(ZAuditEntry)), ...errors },
      },
    },
    async () => ok(await admin.audit()),
  );
};
