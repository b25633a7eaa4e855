import type { TSessionUser } from '@cuepoint/domain/accounts/session-user';
import { isOperatorEmail } from '@cuepoint/domain/trust/admin';
import type { Db } from '../../../db/client.ts';
import { findProfileSummary, type UserRow } from './user-store.ts';

/**
 * The user as the web app and API clients see it (docs/product/accounts-and-sessions.md); never the password hash.
 * `operators` is ADMIN_EMAILS: an operator's view says so (`is_operator`), as /admin decides it, so the menu can lead
 * there.
 */
export async function sessionUserView(
  db: Db,
  user: UserRow,
  operators: readonly string[],
): Promise<TSessionUser> {
  const summary = await findProfileSummary(db, user);
  return {
    id: user.id,
    user_id: user.id,
    email: user.email,
    user_type: user.userType,
    display_name: user.displayName,
    email_verified: user.emailVerifiedAt !== null,
    is_operator: user.emailVerifiedAt !== null && isOperatorEmail(user.email, operators),
    app_id: user.appId,
    profile: {
      stage_name: summary.stageName,
      display_name: user.displayName,
      city: user.city,
      country: user.country,
      social_links: summary.socialLinks,
    },
  };
}
