import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A message a screen left in the navigation's state when it sent the reader here ('Booking request submitted
 * successfully!…', 'Booking confirmed…'): shown once. The history entry forgets it at once, so a reload or coming back
 * to the page later does not say it again.
 */
export function useFlashMessage(key: string): [string | null, (message: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(() => {
    const value = (location.state as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' ? value : null;
  });
  const carried = (location.state as Record<string, unknown> | null)?.[key] !== undefined;
  useEffect(() => {
    if (!carried) return;
    const { [key]: _, ...rest } = location.state as Record<string, unknown>;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: Object.keys(rest).length ? rest : null },
    );
  }, [carried, key, location, navigate]);
  return [message, setMessage];
}
