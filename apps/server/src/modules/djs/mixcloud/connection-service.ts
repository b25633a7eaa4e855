import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MIXCLOUD_MESSAGES, type TMixcloudReturn } from '@cuepoint/domain/mixcloud/messages';
import type { TMixcloudStartToken, TMixcloudStatus, TTokenTest } from '@cuepoint/domain/mixcloud/api';
import type { Clock } from '../../../adapters/clock.ts';
import { AppError } from '../../../http/app-error.ts';
import { MixcloudError } from './mixcloud-client.ts';
import type { MixcloudDeps } from './mixcloud-deps.ts';
import type { MixcloudStore } from './mixcloud-store.ts';

/** How long the `t` of mixcloud-start.php and the connection flow (the cookie binding the browser) stay good. */
export const START_TOKEN_TTL_MS = 5 * 60_000;
export const FLOW_TTL_MS = 10 * 60_000;

type Deps = {
  mixcloud: MixcloudDeps;
  store: MixcloudStore;
  clock: Clock;
  apiBase: string;
  log: FastifyBaseLogger;
};

const unavailable = (message: string) => new AppError('UNAVAILABLE', message);

/**
 * Connecting a DJ's Mixcloud account (docs/product/djs.md: a full-page redirect, then a call to disconnect): a signed
 * start token names the DJ for a few minutes, the start page binds the flow to the browser with a signed cookie and
 * sends it to Mixcloud's authorize page, and the callback exchanges the code, reads the account from /me/ and keeps the
 * token sealed. Mixcloud's authorize takes no `state`, so ours travels inside the redirect address.
 */
export function createConnectionService({ mixcloud, store, clock, apiBase, log }: Deps) {
  const callbackUrl = (state: string) => `${apiBase}/mixcloud-callback.php?state=${state}`;
  const seconds = (ms: number) => Math.floor(ms / 1000);

  return {
    async status(userId: number): Promise<TMixcloudStatus> {
      const row = await store.connection(userId);
      return {
        connected: Boolean(row),
        configured: mixcloud.configured,
        platform_available: Boolean(mixcloud.platformToken),
        username: row?.username ?? null,
        name: row?.name ?? null,
        connected_at: row?.connectedAt.toISOString() ?? null,
        token_status: row ? (row.tokenStatus as TMixcloudStatus['token_status']) : 'unknown',
      };
    },

    async startToken(userId: number): Promise<TMixcloudStartToken> {
      if (!mixcloud.configured) throw unavailable(MIXCLOUD_MESSAGES.notConfigured);
      const expires = clock.now().getTime() + START_TOKEN_TTL_MS;
      const t = (await mixcloud.secrets()).sign(`start:${userId}:${seconds(expires)}`);
      return {
        t,
        url: `${apiBase}/mixcloud-start.php?t=${encodeURIComponent(t)}`,
        expires_at: new Date(expires).toISOString(),
      };
    },

    /**
     * The start page: the Mixcloud authorize address and the cookie that binds the flow to this browser, or where
     * to send the DJ back when the link is no good.
     */
    async start(
      t: string | undefined,
    ): Promise<{ authorizeUrl: string; cookie: string } | { back: TMixcloudReturn }> {
      if (!mixcloud.configured) return { back: 'not_configured' };
      const secrets = await mixcloud.secrets();
      const payload = t ? secrets.verify(t) : null;
      const [kind, user, expires] = payload?.split(':') ?? [];
      const now = clock.now().getTime();
      if (kind !== 'start' || !user || Number(expires) * 1000 < now) return { back: 'expired' };
      const state = crypto.randomBytes(16).toString('hex');
      const cookie = secrets.sign(`flow:${user}:${state}:${seconds(now + FLOW_TTL_MS)}`);
      return { authorizeUrl: mixcloud.client.authorizeUrl(callbackUrl(state)), cookie };
    },

    /** Mixcloud's answer: the code exchanged, the account read and kept; where to send the DJ back. */
    async callback(query: {
      state?: string | undefined;
      code?: string | undefined;
      error?: string | undefined;
      cookie: string | undefined;
    }): Promise<TMixcloudReturn> {
      if (!mixcloud.configured) return 'not_configured';
      const secrets = await mixcloud.secrets();
      const payload = query.cookie ? secrets.verify(query.cookie) : null;
      const [kind, user, state, expires] = payload?.split(':') ?? [];
      const now = clock.now();
      if (
        kind !== 'flow' ||
        !user ||
        !query.state ||
        state !== query.state ||
        Number(expires) * 1000 < now.getTime()
      )
        return 'expired';
      if (query.error || !query.code) return 'denied';
      const userId = Number(user);
      try {
        const token = await mixcloud.client.exchangeCode(query.code, callbackUrl(state));
        const account = await mixcloud.client.me(token);
        await store.saveConnection({
          userId,
          username: account.username,
          name: account.name,
          accessTokenSealed: secrets.encrypt(userId, token),
          tokenStatus: 'ok',
          connectedAt: now,
          checkedAt: now,
          updatedAt: now,
        });
        return 'connected';
      } catch (error) {
        log.warn({ err: error, userId }, 'Mixcloud connection failed');
        return 'error';
      }
    },

    async disconnect(userId: number): Promise<void> {
      await store.deleteConnection(userId);
    },

    /** The DJ's token, opened; null when not connected (or it no longer opens: the key changed). */
    async userToken(userId: number): Promise<string | null> {
      const row = await store.connection(userId);
      if (!row) return null;
      return (await mixcloud.secrets()).decrypt(userId, row.accessTokenSealed);
    },

    /** GET /mixcloud-token-test.php: asks Mixcloud's /me/ with the token of the target. */
    async test(userId: number, target: 'user' | 'cuepoint'): Promise<TTokenTest> {
      const token = target === 'cuepoint' ? (mixcloud.platformToken ?? null) : await this.userToken(userId);
      if (!token)
        return {
          ok: false,
          username: null,
          name: null,
          message:
            target === 'cuepoint' ? MIXCLOUD_MESSAGES.platformNotConfigured : MIXCLOUD_MESSAGES.notConnected,
        };
      const now = clock.now();
      try {
        const account = await mixcloud.client.me(token);
        if (target === 'user') await store.markToken(userId, 'ok', now);
        return {
          ok: true,
          username: account.username,
          name: account.name,
          message: MIXCLOUD_MESSAGES.tokenOk,
        };
      } catch (error) {
        if (!(error instanceof MixcloudError)) throw error;
        if (error.kind === 'invalid_token') {
          if (target === 'user') await store.markToken(userId, 'invalid', now);
          return { ok: false, username: null, name: null, message: MIXCLOUD_MESSAGES.tokenInvalid };
        }
        if (error.kind === 'rejected')
          return { ok: false, username: null, name: null, message: MIXCLOUD_MESSAGES.tokenTestFailed };
        throw unavailable(MIXCLOUD_MESSAGES.tokenTestErrored);
      }
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
