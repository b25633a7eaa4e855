import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPerformanceHour, ZPerformanceHourInput } from '@cuepoint/domain/djs/performance-hours';
import { ZAvailabilityPeriod, ZAvailabilityPeriodInput } from '@cuepoint/domain/djs/availability-periods';
import { userOf } from '../../../http/auth-guard.ts';
import { ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createDjAvailabilityStore } from './availability-store.ts';
import { createDjAvailabilityService, type DjOwner } from './availability-service.ts';
import { sendReachNewDj } from '../../booking/index.ts';
import { deleteOwnRow, ownDjRoutes } from '../dashboard/own-routes.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

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
  const own = ownDjRoutes('dj-availability', errors);

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/dj/performance-hours',
    own.read('The signed-in DJ’s weekly remote performance hours', z.array(ZPerformanceHour)),
    async (request) => ok(await service.listHours(owner(request))),
  );
  app.post(
    '/dj/performance-hours',
    own.create(
      'Adds a weekly time slot (timezone: the browser’s zone, else the account’s)',
      ZPerformanceHourInput,
      ZPerformanceHour,
    ),
    async (request, reply) => reply.status(201).send(ok(await service.addHour(owner(request), request.body))),
  );
  app.delete(
    '/dj/performance-hours/:id',
    own.remove('Deletes one of the DJ’s time slots', 'performance-hour'),
    deleteOwnRow((request, id) => service.deleteHour(owner(request), id)),
  );
  app.get(
    '/dj/availability',
    own.read('The signed-in DJ’s travel availability periods', z.array(ZAvailabilityPeriod)),
    async (request) => ok(await service.listPeriods(owner(request))),
  );
  app.post(
    '/dj/availability',
    own.create('Adds a travel availability period', ZAvailabilityPeriodInput, ZAvailabilityPeriod),
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
    own.remove('Deletes one of the DJ’s availability periods', 'availability-period'),
    deleteOwnRow((request, id) => service.deletePeriod(owner(request), id)),
  );
};
