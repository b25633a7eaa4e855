import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centreRoutes } from './centre-routes.ts';
import { pushRoutes } from './push-routes.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';
import { startDispatchWake } from './jobs.ts';
import { closeNotificationRuntime } from './runtime.ts';

/** Notifications (decision record 031): web push in both variants, preferences, the centre, e-mail unsubscribe. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pushRoutes);
  await app.register(centreRoutes);
  await app.register(unsubscribeRoutes);
  const wake = startDispatchWake(app.services, app.log);
  app.addHook('preClose', async () => {
    await wake.close();
    closeNotificationRuntime(app.services);
  });
};
