import { createContext } from 'react';
import type { AuthUser } from './auth-user.ts';

/**
 * The session as the server saw it when it rendered the page. With a seed the page starts signed in or signed out
 * as it was rendered, with no loading state and no second session check; without one (a page the browser renders
 * alone) the session is checked as the app starts.
 */
export type SessionSeed = { user: AuthUser | null };

export const SessionSeedContext = createContext<SessionSeed | undefined>(undefined);
