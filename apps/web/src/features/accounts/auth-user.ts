import type { TUserType } from '@cuepoint/domain/accounts/user-types';

/** The signed-in user as the web app keeps it (the session's user). */
export type AuthUser = {
  id: number;
  email: string;
  user_type: TUserType;
  display_name: string;
  /** False until the account opened the link mailed to its address (GET /user/profile says so). */
  email_verified?: boolean;
  /** The operator console (/admin) answers this account (ADMIN_EMAILS, a verified address). */
  is_operator?: boolean;
  app_id?: string;
  profile?: Record<string, unknown>;
};
