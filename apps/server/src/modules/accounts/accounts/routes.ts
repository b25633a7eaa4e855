import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoutes } from './register-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { emailRoutes } from './email-routes.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { noStore } from '../../../http/no-store.ts';

/**
 * Every account call (docs/product/accounts-and-sessions.md) under /api/v14 (the root-level /auth/{provider} redirects
 * are oauthBrowserRoutes). Their answers carry tokens or personal data: none is ever stored by a cache.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  await app.register(registerRoutes);
  await app.register(sessionRoutes);
  await app.register(emailRoutes);
  await app.register(oauthRoutes);
};

export { oauthBrowserRoutes } from './oauth-routes.ts';
