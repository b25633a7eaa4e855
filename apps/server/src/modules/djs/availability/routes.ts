import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPerformanceHour, ZPerformanceHourInput } from '@cuepoint/domain/djs/performance-hours';
import { ZAvailabilityPeriod, ZAvailabilityPeriodInput } from '@cuepoint/domain/djs/availability-periods';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createDjAvailabilityStore } from './availability-store.ts';
import { createDjAvailabilityService, type DjOwner } from './availability-service.ts';
import { sendReachNewDj } from '../../booking/index.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id must be a whole number'),
});
const ZDeleted = envelope(z.object({ id: z.number() }));

/**
 * The DJ dashboard's availability calls (docs/product/djs.md): weekly remote performance hours and travel availability
 * periods, for the signed-in DJ's own rows only. 401 for a visitor and 403 for another account type, both before
 * the body is read; another DJ's id is a 404.
 */
export const djAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, publicCache } = app.services;
  const service = createDjAvailabilityService({
    store: createDjAvailabilityStore(database.db),
    clock,
    publicPages: publicCache,
  });
  const owner = (request: FastifyRequest): DjOwner => {
    const user = userOf(request);
    return { id: user.id, timezone: user.row.timezone };
  };
  const docs = (summary: string) => ({ tags: ['dj-availability'], summary, security: [{ bearer: [] }] });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/dj/performance-hours',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs('The signed-in DJ’s weekly remote performance hours'),
        response: { 200: envelope(z.array(ZPerformanceHour)), ...errors },
      },
    },
    async (request) => ok(await service.listHours(owner(request))),
  );

  app.post(
    '/dj/performance-hours',
    {
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Adds a weekly time slot (timezone: the browser’s zone, else the account’s)'),
        body: ZPerformanceHourInput,
        response: { 201: envelope(ZPerformanceHour), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await service.addHour(owner(request), request.body))),
  );

  app.delete(
    '/dj/performance-hours/:id',
    {
      config: { access: access.owner('performance-hour', ['dj']) },
      schema: {
        ...docs('Deletes one of the DJ’s time slots'),
        params: ZIdParams,
        response: { 200: ZDeleted, ...errors },
      },
    },
    async (request) => {
      await service.deleteHour(owner(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/dj/availability',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs('The signed-in DJ’s travel availability periods'),
        response: { 200: envelope(z.array(ZAvailabilityPeriod)), ...errors },
      },
    },
    async (request) => ok(await service.listPeriods(owner(request))),
  );

  app.post(
    '/dj/availability',
    {
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Adds a travel availability period'),
        body: ZAvailabilityPeriodInput,
        response: { 201: envelope(ZAvailabilityPeriod), ...errors },
      },
    },
    async (request, reply) => {
      const dj = owner(request);
      const period = await service.addPeriod(dj, request.body);
      // Travelling to a city makes the DJ a match for on-site requests there.
      await sendReachNewDj(app.services, request.log, dj.id);
      return reply.status(201).send(ok(period));
    },
  );

  app.delete(
    '/dj/availability/:id',
    {
      config: { access: access.owner('availability-period', ['dj']) },
      schema: {
        ...docs('Deletes one of the DJ’s availability periods'),
        params: ZIdParams,
        response: { 200: ZDeleted, ...errors },
      },
    },
    async (request) => {
      await service.deletePeriod(owner(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
