import { useJsonBodyParser } from './http/json-body.ts';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { Clock } from './adapters/clock.ts';
import { createServices } from './services.ts';
import type { JobQueue } from './jobs/job.ts';
import type { FileStore } from './adapters/files/file-store.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import {
  accountsRoutes,
  favoritesRoutes,
  oauthBrowserRoutes,
  onDjVerified,
  sessionLookup,
} from './modules/accounts/index.ts';
import { adminRoutes, announcementRoutes } from './modules/admin/index.ts';
import {
  bookingRequestRoutes,
  bookingRoutes,
  calendarRoutes,
  disputeRoutes,
  messageRoutes,
  offerRoutes,
  paymentRoutes,
  payoutRoutes,
  requestRescueRoutes,
  reviewRoutes,
  sendReachNewDj,
} from './modules/booking/index.ts';
import {
  appRequestRoutes,
  blogRoutes,
  createBlogStore,
  createSpaHtml,
  newsletterRoutes,
  teamMessageRoutes,
  waitlistRoutes,
} from './modules/content/index.ts';
import {
  availableDjsRoutes,
  createDjPageHtml,
  createDjProfileStore,
  discoverRoutes,
  djAvailabilityRoutes,
  djDirectoryRoutes,
  djEventRoutes,
  djFeaturingRoutes,
  djProfileRoutes,
  djSetRoutes,
  mediaFileRoutes,
  mixcloudRoutes,
} from './modules/djs/index.ts';
import { imageRoutes, uploadedFileRoutes } from './modules/media/index.ts';
import { labelRoutes, producerRoutes, userProfileRoutes } from './modules/music/index.ts';
import { liveUpdatesRoutes, notificationRoutes } from './modules/notifications/index.ts';
import {
  genreRoutes,
  geoRoutes,
  healthRoutes,
  suggestionsRoutes,
  type TestClockControl,
  testClockRoutes,
  testPaymentPageRoutes,
  testPaymentRoutes,
} from './modules/platform/index.ts';
import {
  coStreamingRoutes,
  inPersonOpportunitiesRoutes,
  nearbyEventsRoutes,
  venueAnalyticsRoutes,
  venueEventRoutes,
  venueProfileRoutes,
} from './modules/venues/index.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { access, recordRouteTable } from './http/route-access.ts';
import { guardRoutes } from './http/route-guard.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerCompression } from './http/compression.ts';
import { registerPublicCache, type PublicCache } from './http/public-cache.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseCrossSiteWrites } from './http/same-origin.ts';
import { registerWebApp } from './http/web-app.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { loggerOptions, requestIdOf } from './http/logger.ts';
import { refuseSourceMaps } from './http/source-maps.ts';
import { createPageResponder } from './http/pages/page-responder.ts';
import { loadServerRenderer } from './http/pages/server-renderer.ts';
import { inlineStylesheets } from './http/pages/inline-styles.ts';
import { fail } from './http/envelope.ts';
import { useSessionLookup } from './http/auth-guard.ts';

export const API_PREFIX = '/api/v14';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  clock?: Clock;
  redis?: Redis;
  /** The started job runner (boot); absent in tests that do not run jobs. */
  jobs?: JobQueue;
  /** Absolute path of the built web app; served when config.serveWeb is true. */
  webDistDir?: string;
  /** The public read cache; built from config (memory, or Redis with REDIS_URL) when absent. */
  publicCache?: PublicCache;
  /** Where uploads are kept; built from config (local disk, or S3 with S3_BUCKET) when absent. */
  files?: FileStore;
  /** Where log lines go (tests read them); stdout when absent. */
  logStream?: DestinationStream;
  /** The payment gateway; built from config (Stripe with STRIPE_SECRET_KEY, else the test gateway) when absent. */
  payments?: PaymentGateway;
  /** The movable clock when TEST_CLOCK=on (boot); its routes exist only with it. */
  testClock?: TestClockControl;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Lower layers call the modules above them through what these register (decision record 049).
  useSessionLookup(sessionLookup);
  onDjVerified(sendReachNewDj);
  const app = Fastify({
    logger: await loggerOptions(config, { stream: deps.logStream }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client's x-request-id is taken only when well-formed (requestIdOf); it is echoed into logs and errors.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A request that reached a process as it began shutting down is still answered: the process stops listening
    // first, and the balancer sends new ones elsewhere (deploy/README.md).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  useJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('services', createServices(deps, app.log));
  // Every route declares who may call it (config.access); the authorization matrix reads this table.
  recordRouteTable(app);
  // …and the guard each route runs is derived from that declaration, in one place.
  guardRoutes(app);

  registerErrorHandling(app);
  if (config.isProduction) refuseSourceMaps(app);
  await registerSecurityHeaders(app, { https: config.PUBLIC_URL.startsWith('https:') });
  await app.register(cookie);
  // A cookie-carrying write from another site's page is refused on every route (decision record 008).
  refuseCrossSiteWrites(app, config.PUBLIC_URL);
  // The cache keeps answers as serialized, so its hook runs before the compression hook.
  registerPublicCache(app);
  registerCompression(app);
  await registerRateLimit(app, {
    max: { read: config.RATE_LIMIT_MAX, write: config.RATE_LIMIT_WRITE_MAX },
    redis: deps.redis,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cuepoint API', version: '14' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(blogRoutes);
      await api.register(djSetRoutes);
      await api.register(newsletterRoutes);
      await api.register(waitlistRoutes);
      await api.register(teamMessageRoutes);
      await api.register(appRequestRoutes);
      await api.register(accountsRoutes);
      await api.register(suggestionsRoutes);
      await api.register(geoRoutes);
      await api.register(djProfileRoutes);
      await api.register(djDirectoryRoutes);
      await api.register(genreRoutes);
      await api.register(imageRoutes);
      await api.register(djAvailabilityRoutes);
      await api.register(djEventRoutes);
      await api.register(djFeaturingRoutes);
      await api.register(favoritesRoutes);
      await api.register(venueProfileRoutes);
      await api.register(availableDjsRoutes);
      await api.register(venueAnalyticsRoutes);
      await api.register(venueEventRoutes);
      await api.register(coStreamingRoutes);
      await api.register(userProfileRoutes);
      await api.register(nearbyEventsRoutes);
      await api.register(inPersonOpportunitiesRoutes);
      await api.register(discoverRoutes);
      await api.register(bookingRequestRoutes);
      await api.register(requestRescueRoutes);
      await api.register(offerRoutes);
      await api.register(bookingRoutes);
      await api.register(paymentRoutes);
      await api.register(testPaymentRoutes);
      await api.register(testClockRoutes);
      await api.register(payoutRoutes);
      await api.register(liveUpdatesRoutes);
      await api.register(calendarRoutes);
      await api.register(messageRoutes);
      await api.register(reviewRoutes);
      await api.register(disputeRoutes);
      await api.register(adminRoutes);
      await api.register(announcementRoutes);
      await api.register(notificationRoutes);
      await api.register(mixcloudRoutes);
      await api.register(producerRoutes);
      await api.register(labelRoutes);
      api.get('/docs', { config: { access: access.public() }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );
  await app.register(oauthBrowserRoutes);
  await app.register(uploadedFileRoutes);
  await app.register(mediaFileRoutes);
  await app.register(testPaymentPageRoutes);

  const indexHtml =
    config.serveWeb && deps.webDistDir
      ? inlineStylesheets(await registerWebApp(app, deps.webDistDir), deps.webDistDir)
      : undefined;

  const spaHtml = indexHtml
    ? createDjPageHtml({
        indexHtml,
        store: createDjProfileStore(deps.database.db),
        publicUrl: config.PUBLIC_URL,
        log: app.log,
        otherwise: createSpaHtml({
          indexHtml,
          store: createBlogStore(deps.database.db),
          publicUrl: config.PUBLIC_URL,
          log: app.log,
        }),
      })
    : undefined;

  const respondWithPage =
    spaHtml && deps.webDistDir
      ? createPageResponder({
          app,
          renderer: await loadServerRenderer(deps.webDistDir),
          templateFor: spaHtml,
          apiPrefix: API_PREFIX,
        })
      : undefined;
  // The static plugin answers a directory ("/") with 403; the home is a page like any other.
  if (respondWithPage)
    app.get('/', { config: { access: access.public() }, schema: { hide: true } }, respondWithPage);

  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      request.url === API_PREFIX ||
      request.url.startsWith(`${API_PREFIX}/`) ||
      request.url.startsWith('/api/');
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && respondWithPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return respondWithPage(request, reply);
    }
    const path = request.url.split('?')[0];
    return reply.status(404).send(fail('NOT_FOUND', `Not found: ${request.method} ${path}`));
  });

  return app;
}
