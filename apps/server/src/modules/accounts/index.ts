/**
 * Accounts and sessions: sign-up, sign-in, verification, OAuth, suspensions, the session lookup the route guards use (registered by app.ts), an enthusiast's favorites, and the hooks modules above register into (account-hooks.ts).
 * The module's public face: other modules import only this file (decision record 049).
 */

export { onDjVerified } from './accounts/account-hooks.ts';
export { remindToVerify } from './accounts/email-links.ts';
export { accountsRoutes, oauthBrowserRoutes } from './accounts/routes.ts';
export { readSessionToken } from './accounts/session-cookie.ts';
export { sessionLifetimes, withinLifetimes } from './accounts/session-lifetimes.ts';
export { sessionLookup } from './accounts/session-lookup.ts';
export { findLiveSession } from './accounts/session-store.ts';
export { notSuspended } from './accounts/suspension-sql.ts';
export { hashToken } from './accounts/tokens.ts';
export { type UserRow } from './accounts/user-store.ts';
export { sessionUserView } from './accounts/user-view.ts';
export { favoriteDjCount, favoriteDjsOf } from './favorites/favorites-store.ts';
export { favoritesRoutes } from './favorites/routes.ts';
