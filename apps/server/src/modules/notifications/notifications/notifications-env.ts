import { z } from 'zod';

const base64url = (bytes: string) => z.string().regex(/^[A-Za-z0-9_-]+$/, `must be base64url (${bytes})`);

/**
 * Settings of web push, merged into the server's environment schema (config.ts). Without VAPID keys the server
 * generates a pair once and keeps it under DATA_DIR (secrets/vapid.json), so subscriptions survive restarts.
 */
export const ZNotificationsEnv = z.object({
  /** The VAPID application server key pair (uncompressed P-256 public key, 32-byte private key); both or neither. */
  VAPID_PUBLIC_KEY: base64url('65 bytes').length(87, 'must be 87 base64url characters (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: base64url('32 bytes')
    .length(43, 'must be 43 base64url characters (32 bytes)')
    .optional(),
  /** Who push services contact about our pushes: a mailto: or https: address. Unset: mailto: of MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /**
   * on: push endpoints on 127.0.0.1 or ::1 are accepted (a local HTTPS push service in tests, its certificate trusted
   * through NODE_EXTRA_CA_CERTS). Nothing else private ever is.
   */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('off')
    .transform((value) => value === 'on'),
});

type NotificationsEnv = z.output<typeof ZNotificationsEnv>;

/** The rules between the settings, as lines naming the variable (empty when they hold). */
export function notificationsEnvProblems(env: NotificationsEnv): string[] {
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
    return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither'];
  return [];
}
