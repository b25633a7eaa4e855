import { z } from 'zod';

/**
 * Who operates Cuepoint (decision record 034): the accounts whose e-mail is listed in ADMIN_EMAILS (comma or space
 * separated, any case) reach /admin and its calls once their address is verified. Unset: nobody.
 */
export const ZAdminEnv = z.object({
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(/[\s,;]+/)
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    )
    .pipe(z.array(z.email('must be a list of e-mail addresses'))),
});
