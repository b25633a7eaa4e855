import { useEffect, useState } from 'react';
import { useAuth } from './auth-context.tsx';

/**
 * Where a screen for signed-in accounts sends someone without a session: `visitorPath` for a visitor who arrived
 * signed out, home for an account that signed out on the screen (Sign Out goes home, and a redirect elsewhere would
 * overtake it).
 */
export function useSignedOutDestination(visitorPath: string): string {
  const { user } = useAuth();
  const [signedInHere, setSignedInHere] = useState(false);
  useEffect(() => {
    if (user) setSignedInHere(true);
  }, [user]);
  return signedInHere ? '/' : visitorPath;
}
