import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { guardRoutes } from '../../../http/route-guard.ts';
import { registerErrorHandling } from '../../../http/error-handler.ts';
import { createVenue } from '../../../db/seed/factories.ts';
import { sessions } from '../../../db/schema/accounts.ts';
import { liveUpdatesRoutes } from './routes.ts';
import { openSse } from './sse-client.ts';

let t: TestApp;
let quick: FastifyInstance;
let base: string;

// The stream's routes alone, with a heartbeat of a few milliseconds, on the test app's services.
beforeAll(async () => {
  t = await createTestApp();
  quick = Fastify();
  quick.setValidatorCompiler(validatorCompiler);
  quick.setSerializerCompiler(serializerCompiler);
  quick.decorate('services', t.app.services);
  registerErrorHandling(quick);
  guardRoutes(quick);
  await quick.register(cookie);
  await quick.register(liveUpdatesRoutes, { prefix: '/api/v14', heartbeatMs: 20 });
  await quick.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(quick.server.address() as AddressInfo).port}/api/v14`;
}, 60_000);
afterAll(async () => {
  await quick.close();
  await t.close();
});

describe('the heartbeat', () => {
  it('sends a comment while nothing happens, and ends the stream once the session is over', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await bearerFor(t.database, user.id);
    const client = await openSse(`${base}/updates`, auth);
    expect(client.status).toBe(200);
    await client.nextOf('ready');
    expect(await client.nextComment()).toBe('heartbeat');
    expect(await client.nextComment()).toBe('heartbeat');
    // Signed out elsewhere: the next heartbeat finds the session gone and ends the stream.
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    await client.ended;
  });
});
