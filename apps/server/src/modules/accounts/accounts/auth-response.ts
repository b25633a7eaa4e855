import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuthResponse } from '@cuepoint/domain/accounts/session-user';
import { issueSession, type RotatedFrom } from './session-service.ts';
import { sessionUserView } from './user-view.ts';
import type { UserRow } from './user-store.ts';

/**
 * Signs the user in (new session, cookie set) and builds the spec's sign-in body: token and user at the top level
 * and again under data, so clients reading either find them (docs/product/accounts-and-sessions.md).
 */
export async function signInResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  message?: string,
  rotatedFrom?: RotatedFrom,
): Promise<TAuthResponse> {
  const session = await issueSession(request, reply, user, rotatedFrom);
  const view = await sessionUserView(
    request.server.services.database.db,
    user,
    request.server.services.config.ADMIN_EMAILS,
  );
  return {
    success: true,
    token: session.token,
    user: view,
    data: { token: session.token, user: view },
    expires_at: session.expiresAt.toISOString(),
    ...(message ? { message } : {}),
  };
}
