import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OAUTH_PROVIDERS,
  ZSocialRegistrationData,
  type TOAuthCallbackPayload,
  type TOAuthProvider,
  type TSocialRegistrationData,
} from '@cuepoint/domain/accounts/auth-payloads';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import {
  ACCOUNT_TYPE_REQUIRED,
  AUTHENTICATION_FAILED,
  EMAIL_ALREADY_REGISTERED,
  OAUTH_EMAIL_MISSING,
  OAUTH_STATE_INVALID,
  PROVIDER_NOT_CONFIGURED,
  REGISTRATION_DATA_STORED,
  UNSUPPORTED_PROVIDER,
} from '@cuepoint/domain/accounts/messages';
import { AppError, badRequest, conflict } from '../../../http/app-error.ts';
import { forgetUser } from '../../../http/auth-guard.ts';
import { newAppId } from '../../../db/seed/factories.ts';
import { OidcError, type OidcProfile } from '../../../adapters/oauth/oidc-client.ts';
import type { AccountsContext } from './accounts-context.ts';
import { hashToken, newToken } from './tokens.ts';
import {
  consumeOAuthState,
  findIdentity,
  findRegistration,
  insertOAuthState,
  insertRegistration,
  linkIdentity,
  touchIdentity,
} from './oauth-store.ts';
import {
  findUserByEmail,
  findUserById,
  insertAccount,
  isDjSlugTaken,
  isUniqueViolation,
  markEmailVerified,
  clearPasswordHash,
  type UserRow,
} from './user-store.ts';
import { buildProfile, displayNameFor } from './account-profiles.ts';
import { uniqueDjSlug } from './dj-slug.ts';
import { sendVerificationEmail } from './email-links.ts';
import { bookableDjId } from './book-dj-after-sign-up.ts';
import { revokeUserSessions } from './session-store.ts';
import { signInResponse } from './auth-response.ts';
import { mismatchMessage } from './sign-in-service.ts';

/** The browser that started a sign-in holds this random value; only it can complete that sign-in. */
export const OAUTH_BINDING_COOKIE = 'cuepoint_oauth';
/** Points at the registration data stored before the redirect. */
export const OAUTH_REGISTRATION_COOKIE = 'cuepoint_oauth_reg';
/** The API base (app.ts's API_PREFIX, repeated here to keep this module free of an import cycle). */
const API_PREFIX = '/api/v14';
const STATE_TTL_MS = 10 * 60 * 1000;
const REGISTRATION_TTL_MS = 30 * 60 * 1000;

function isProvider(value: string): value is TOAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

function cookieOptions(request: FastifyRequest, maxAgeMs: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.services.config.PUBLIC_URL.startsWith('https:'),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** Where the provider sends the browser back: the SPA's /auth/callback, or for Apple's form post the server first. */
export function redirectUriFor(request: FastifyRequest, provider: TOAuthProvider, formPost: boolean): string {
  const base = request.server.services.config.PUBLIC_URL;
  return new URL(formPost ? `${API_PREFIX}/auth/${provider}/callback` : '/auth/callback', base).toString();
}

/** POST /auth/store-registration-data: keeps the wizard's answers for 30 minutes, keyed by an HttpOnly cookie. */
export async function storeRegistrationData(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  data: TSocialRegistrationData,
) {
  await ctx.limitIp('storeRegistrationIp', request);
  const { database, clock } = request.server.services;
  const now = clock.now();
  const token = newToken();
  await insertRegistration(database.db, {
    tokenHash: hashToken(token),
    data: data as Record<string, unknown>,
    now,
    expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
  });
  reply.setCookie(OAUTH_REGISTRATION_COOKIE, token, cookieOptions(request, REGISTRATION_TTL_MS));
  return { success: true as const, message: REGISTRATION_DATA_STORED, data: { registration_id: token } };
}

/** GET /auth/{provider}?user_type=: records state, PKCE verifier and registration data, then returns the provider URL. */
export async function startOAuth(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  providerName: string,
  query: { user_type?: TSignupUserType | undefined; registration_id?: string | undefined },
): Promise<string> {
  if (!isProvider(providerName)) throw badRequest(UNSUPPORTED_PROVIDER);
  const provider = ctx.providers.get(providerName);
  if (!provider) throw badRequest(PROVIDER_NOT_CONFIGURED);
  const { database, clock } = request.server.services;
  const now = clock.now();

  const registrationToken = query.registration_id || request.cookies[OAUTH_REGISTRATION_COOKIE];
  let registration = registrationToken
    ? await findRegistration(database.db, hashToken(registrationToken), now)
    : undefined;
  if (registration && query.user_type && registration['user_type'] !== query.user_type)
    registration = undefined;
  const userType = query.user_type ?? (registration?.['user_type'] as string | undefined) ?? null;

  const state = newToken();
  const codeVerifier = newToken();
  const nonce = newToken();
  const binding = newToken();
  await insertOAuthState(database.db, {
    stateHash: hashToken(state),
    provider: providerName,
    codeVerifier,
    nonce,
    bindingHash: hashToken(binding),
    userType,
    registrationData: registration ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  reply.setCookie(OAUTH_BINDING_COOKIE, binding, cookieOptions(request, STATE_TTL_MS));
  const url = await provider.client.authorizationUrl({
    state,
    codeVerifier,
    nonce,
    redirectUri: redirectUriFor(request, providerName, provider.formPost),
  });
  return url.toString();
}

function registrationFor(
  userType: string,
  stored: Record<string, unknown> | null,
): TSocialRegistrationData | undefined {
  if (!stored || stored['user_type'] !== userType) return undefined;
  const parsed = ZSocialRegistrationData.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

async function createSocialAccount(
  request: FastifyRequest,
  userType: TSignupUserType,
  profile: OidcProfile & { email: string },
  data: TSocialRegistrationData | undefined,
): Promise<UserRow> {
  const { database, clock } = request.server.services;
  const db = database.db;
  const now = clock.now();
  const fields: Partial<TSocialRegistrationData> = data ?? { user_type: userType };
  const fallback =
    profile.name ??
    ([profile.givenName, profile.familyName].filter(Boolean).join(' ') || profile.email.split('@')[0]!);
  const displayName = fields.display_name || displayNameFor(userType, fields, fallback);
  const stageName = fields.stage_name || displayName;
  const djSlug = userType === 'dj' ? await uniqueDjSlug(stageName, (slug) => isDjSlugTaken(db, slug)) : '';
  return insertAccount(
    db,
    {
      email: profile.email,
      passwordHash: null,
      userType,
      displayName,
      firstName: profile.givenName,
      lastName: profile.familyName,
      country: fields.country ?? null,
      city: fields.city ?? null,
      appId: newAppId(),
      emailVerifiedAt: profile.emailVerified ? now : null,
      createdAt: now,
      updatedAt: now,
    },
    // A social sign-up may skip the handle: a taken one would fail the whole sign-in, so it is left for later.
    buildProfile(userType, { ...fields, remix_handle: null }, { displayName, djSlug }),
  );
}

/**
 * Links a provider identity to an account found by the same, provider-verified address. When that account's own
 * address was never verified, someone else may have registered it first: their password and sessions are voided.
 */
async function adoptExistingAccount(request: FastifyRequest, user: UserRow): Promise<UserRow> {
  const { database, clock } = request.server.services;
  if (user.emailVerifiedAt) return user;
  const now = clock.now();
  if (user.passwordHash) {
    await clearPasswordHash(database.db, user.id, now);
    await revokeUserSessions(database.db, user.id, now);
  }
  await markEmailVerified(database.db, user.id, user.email, now);
  return (await findUserById(database.db, user.id)) ?? user;
}

/** POST /auth/oauth/callback: spends the state, exchanges the code, finds or creates the account, signs in. */
export async function completeOAuth(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TOAuthCallbackPayload,
) {
  await ctx.limitIp('oauthCallbackIp', request);
  const { database, clock } = request.server.services;
  const db = database.db;
  const now = clock.now();

  const row = await consumeOAuthState(db, hashToken(body.state), now);
  if (!row) throw badRequest(OAUTH_STATE_INVALID);
  const binding = request.cookies[OAUTH_BINDING_COOKIE];
  reply.clearCookie(OAUTH_BINDING_COOKIE, { path: '/' });
  if (row.bindingHash && (!binding || hashToken(binding) !== row.bindingHash))
    throw badRequest(OAUTH_STATE_INVALID);
  if (body.provider && body.provider !== row.provider) throw badRequest(AUTHENTICATION_FAILED);
  if (!isProvider(row.provider)) throw badRequest(UNSUPPORTED_PROVIDER);
  const provider = ctx.providers.get(row.provider);
  if (!provider) throw badRequest(PROVIDER_NOT_CONFIGURED);

  let profile: OidcProfile;
  try {
    profile = await provider.client.profile({
      code: body.code,
      codeVerifier: row.codeVerifier,
      nonce: row.nonce,
      redirectUri: redirectUriFor(request, row.provider, provider.formPost),
    });
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    request.log.warn({ provider: row.provider, reason: error.message }, 'social sign-in failed');
    throw error.kind === 'unavailable'
      ? new AppError('UNAVAILABLE', AUTHENTICATION_FAILED)
      : badRequest(AUTHENTICATION_FAILED);
  }

  let user: UserRow | undefined;
  let isNewUser = false;
  let bookDjId: number | null = null;
  const identity = await findIdentity(db, row.provider, profile.subject);
  if (identity) {
    user = await findUserById(db, identity.userId);
    await touchIdentity(db, identity.id, now);
  }
  if (!user) {
    const { email } = profile;
    if (!email) throw badRequest(OAUTH_EMAIL_MISSING);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (!profile.emailVerified) throw conflict(EMAIL_ALREADY_REGISTERED);
      user = await adoptExistingAccount(request, existing);
    } else {
      const userType = (row.userType ?? undefined) as TSignupUserType | undefined;
      if (!userType || userType === ('tour_manager' as string)) throw badRequest(ACCOUNT_TYPE_REQUIRED);
      const registration = registrationFor(userType, row.registrationData);
      try {
        user = await createSocialAccount(request, userType, { ...profile, email }, registration);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(EMAIL_ALREADY_REGISTERED);
      }
      isNewUser = true;
      bookDjId = await bookableDjId(db, userType, registration?.dj_id);
      if (!user.emailVerifiedAt) {
        const created = user;
        const leadsTo = bookDjId;
        ctx.background.run(() => sendVerificationEmail(request.server, created, leadsTo));
      }
    }
    await linkIdentity(db, { provider: row.provider, subject: profile.subject, userId: user.id, email, now });
  }

  forgetUser(request);
  const response = await signInResponse(request, reply, user, mismatchMessage(row.userType, user));
  return { ...response, is_new_user: isNewUser, provider: row.provider, book_dj_id: bookDjId };
}
