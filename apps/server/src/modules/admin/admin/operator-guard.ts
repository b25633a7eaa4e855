import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, isOperatorEmail } from '@cuepoint/domain/trust/admin';
import { forbidden } from '../../../http/app-error.ts';
import { requireUser, type AuthUser } from '../../../http/auth-guard.ts';

/** The signed-in operator: an account listed in ADMIN_EMAILS with a verified address; 401 signed out, 403 anyone else. */
export async function requireOperator(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.emailVerified || !isOperatorEmail(user.email, request.server.services.config.ADMIN_EMAILS))
    throw forbidden(ADMIN_MESSAGES.operatorsOnly);
  return user;
}

/** preValidation form: nobody but operators reaches an /admin call's body. */
export async function operatorRequired(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireOperator(request);
}
