import { z } from 'zod';
import { USER_TYPES } from './user-types.ts';

/** The session cookie the web app rides on (HttpOnly, SameSite=Lax, Secure over https, path /). */
export const SESSION_COOKIE = 'cuepoint_session';

/**
 * The current user as GET /user/profile, sign-in and registration return it (docs/product/accounts-and-sessions.md).
 */
export const ZSessionUser = z.object({
  id: z.number(),
  user_id: z.number(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  display_name: z.string(),
  email_verified: z.boolean(),
  /** Listed in ADMIN_EMAILS with a verified address: the operator console (/admin) answers this account. */
  is_operator: z.boolean(),
  app_id: z.string(),
  profile: z.object({
    stage_name: z.string().nullable(),
    display_name: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    social_links: z.record(z.string(), z.string()),
  }),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Sign-in, registration, refresh and social callback answer with the token and the user at the top level. */
export const ZAuthResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: ZSessionUser,
  data: z.object({ token: z.string(), user: ZSessionUser }),
  /**
   * Type-mismatch message (docs/product/accounts-and-sessions.md) when the account's type differs from the chosen one.
   */
  message: z.string().optional(),
  expires_at: z.string(),
  /** Social sign-in only: whether the account was created by this sign-in, and with which provider. */
  is_new_user: z.boolean().optional(),
  provider: z.string().optional(),
  /** Social sign-up only: the DJ the visitor was about to book (the sign-up's dj_id), when it can lead there. */
  book_dj_id: z.number().int().nullable().optional(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
