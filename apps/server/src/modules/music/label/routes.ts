import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLabelDashboard } from '@cuepoint/domain/labels/label-dashboard';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { access } from '../../../http/route-access.ts';
import { createLabelService } from './label-service.ts';
import { createLabelStore } from './label-store.ts';

/** GET /label/dashboard, the signed-in label's own figures: 401 for a visitor, 403 for every other account type. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createLabelService({ store: createLabelStore(database.db), clock });

  app.get(
    '/label/dashboard',
    {
      config: { access: access.self('label') },
      onRequest: noStore,
      schema: {
        tags: ['labels'],
        summary: "The signed-in label's dashboard: its account and its public performance rights progress",
        description:
          'Performance rights progress counts the venues whose bookings of DJs were confirmed through the product ' +
          "since the label's account was created, and the DJs of those bookings, toward 100 venues and 200 DJs, " +
          "with running totals for the last 12 months on the label's calendar. Stems sales, revenue streams, DJ " +
          'pool performance and stems packages are null until the product records them for labels.',
        security: [{ bearer: [] }],
        response: { 200: envelope(ZLabelDashboard), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ok(await service.dashboard(userOf(request).id)),
  );
};
