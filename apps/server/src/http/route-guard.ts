import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { EMAIL_NOT_VERIFIED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { ADMIN_MESSAGES, isOperatorEmail } from '@cuepoint/domain/trust/admin';
import { REAUTH_REQUIRED, withinStepUpWindow } from '@cuepoint/domain/accounts/step-up';
import { AppError, forbidden, unauthorized } from './app-error.ts';
import { admit, optionalUser, requireUser, type AuthUser } from './auth-guard.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * Who passes a route's declaration: the signed-in user it admits, or a 401/403 naming why not. Public and token
 * routes admit everyone here (their secret is checked where it is read); ownership of the named resource needs
 * its row and is checked by the service that loads it.
 */
export async function admittedBy(request: FastifyRequest, declared: RouteAccess): Promise<AuthUser | null> {
  if (declared.kind === 'public' || declared.kind === 'token') return null;
  if (declared.kind !== 'operator' && declared.refusal) {
    const user = await optionalUser(request);
    if (!user) throw unauthorized(declared.refusal);
    if (declared.roles.length > 0 && !declared.roles.includes(user.userType))
      throw forbidden(declared.refusal);
  }
  const user = await requireUser(request);
  if (declared.kind === 'operator') {
    const operators = request.server.services.config.ADMIN_EMAILS;
    if (!user.emailVerified || !isOperatorEmail(user.email, operators))
      throw forbidden(ADMIN_MESSAGES.operatorsOnly);
    return user;
  }
  if (declared.roles.length > 0 && !declared.roles.includes(user.userType))
    throw forbidden(WRONG_ACCOUNT_TYPE);
  if (declared.verifiedEmail && !user.emailVerified) throw forbidden(EMAIL_NOT_VERIFIED);
  if (declared.stepUp) requireStepUp(request, user);
  return user;
}

/**
 * The step-up (decision record 054): the session proved its credential in the last 10 minutes, or the call is a 403
 * REAUTH_REQUIRED. The client proves it with POST /auth/confirm-password (an account without a password is told
 * there to sign in again) and retries.
 */
function requireStepUp(request: FastifyRequest, user: AuthUser): void {
  if (withinStepUpWindow(user.credentialConfirmedAt, request.server.services.clock.now())) return;
  throw new AppError('REAUTH_REQUIRED', REAUTH_REQUIRED);
}

function guardFor(declared: RouteAccess): onRequestHookHandler | undefined {
  if (declared.kind === 'public' || declared.kind === 'token') return undefined;
  return async function accessGuard(request: FastifyRequest, _reply: FastifyReply) {
    const user = await admittedBy(request, declared);
    if (user) admit(request, user);
  };
}

/**
 * Derives every route's guard from its `config.access` (call before the features register their routes): the
 * check is the route's first onRequest hook, so a caller who may not use a route learns that before anything about
 * its origin or body, and the handler reads the admitted user with userOf(request).
 */
export function guardRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const guard = declared && guardFor(declared);
    if (!guard) return;
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : guard;
  });
}
