import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTestClockAdvance, ZTestClockAdvanced, ZTestClockState } from '@cuepoint/domain/payments/test-clock';
import { optionalUser } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { access } from '../../../http/route-access.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

/**
 * The test clock's calls, only with TEST_CLOCK=on (404 otherwise; config.ts refuses it with a live Stripe key). A
 * demo and e2e tool of a test deployment: anyone may read or move it, and every move is logged with who made it.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const control = app.services.testClock;
  if (!control) return;
  const docs = (summary: string) => ({ tags: ['test-clock'], summary });
  const state = () => ({
    now: control.clock.now().toISOString(),
    offset_hours: control.offsetMs() / HOUR_MS,
  });

  app.addHook('onRequest', noStore);

  app.get(
    '/test-clock',
    {
      config: { access: access.public() },
      schema: {
        ...docs('The app’s current time and how far it is ahead of real time (TEST_CLOCK=on only)'),
        response: { 200: envelope(ZTestClockState) },
      },
    },
    async () => ok(state()),
  );

  app.post(
    '/test-clock/advance',
    {
      config: { access: access.public() },
      onRequest: sameOriginRequired,
      schema: {
        ...docs(
          'Moves the app’s time forward and runs every job that fell due before answering (TEST_CLOCK=on only)',
        ),
        body: ZTestClockAdvance,
        response: { 200: envelope(ZTestClockAdvanced), 400: ZErrorBody, 403: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request) => {
      const { hours } = request.body;
      const user = await optionalUser(request);
      request.log.warn(
        { hours, userId: user?.id ?? null, ip: request.ip, from: control.clock.now().toISOString() },
        'test clock moved',
      );
      const { ran } = await control.advance(Math.round(hours * HOUR_MS));
      return ok({ ...state(), ran });
    },
  );
};
