import { createContext, useContext } from 'react';

/**
 * The dashboard's cached answers, kept per venue account: after one account signs out and another signs in, nothing
 * of the first is shown. A part of the dashboard that changes one of them updates or invalidates it here.
 */
export function venueKeys(userId: number) {
  const all = ['venue-dashboard', userId] as const;
  return {
    all,
    settings: [...all, 'settings'] as const,
    events: [...all, 'events'] as const,
    analytics: [...all, 'analytics'] as const,
    availableDjs: [...all, 'available-djs'] as const,
    favorites: [...all, 'favorite-djs'] as const,
    inPerson: [...all, 'in-person-opportunities'] as const,
    coStream: [...all, 'co-stream-opportunities'] as const,
    coStreamVenues: (query: string) => [...all, 'co-stream-venues', query.toLowerCase()] as const,
  };
}

export type VenueKeys = ReturnType<typeof venueKeys>;

/** The signed-in venue's account id, set once by the dashboard page. */
export const VenueUserContext = createContext<number | null>(null);

export function useVenueKeys(): VenueKeys {
  const userId = useContext(VenueUserContext);
  if (userId === null) throw new Error('useVenueKeys must be used inside the venue dashboard');
  return venueKeys(userId);
}
