import {
  RESEND_COOLDOWN_SECONDS,
  RESEND_NETWORK_ERROR,
  RESEND_NOT_OK,
  RESEND_SUCCESS,
  resendFailedWith,
} from '@cuepoint/domain/accounts/messages';
import { apiBody, apiClient, ApiError } from '../../../lib/api.ts';

/** `wait`: the server asks for a pause before the next mail (after a success, or its 429), in seconds. */
export type ResendResult = { ok: boolean; message: string; wait?: number };

/**
 * POST /auth/resend-verification with the spec's messages (docs/product/accounts-and-sessions.md): success; a refusal
 * with the server's reason; a failed response without one; no response at all.
 */
export async function resendVerification(email: string): Promise<ResendResult> {
  try {
    // The spec's client also reads a refusal from a successful answer; the wider type keeps that reading.
    const body: { success?: boolean; error?: string } = await apiBody(
      apiClient.POST('/auth/resend-verification', { body: { email } }),
    );
    if (body.success === false) return { ok: false, message: resendFailedWith(body.error) };
    return { ok: true, message: RESEND_SUCCESS, wait: RESEND_COOLDOWN_SECONDS };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0)
      return { ok: false, message: RESEND_NETWORK_ERROR };
    const reason = (error.body as { error?: unknown } | undefined)?.error;
    return {
      ok: false,
      message: typeof reason === 'string' && reason ? resendFailedWith(reason) : RESEND_NOT_OK,
      ...(error.status === 429 ? { wait: RESEND_COOLDOWN_SECONDS } : {}),
    };
  }
}
