/** The dashboard's tabs in their order, as ?tab= names them (docs/product/venues.md); the first is the default. */
export const VENUE_TABS = [
  'events',
  'inperson_opportunities',
  'costream_opportunities',
  'favorites',
  'bookings',
  'settings',
] as const;
export type VenueTab = (typeof VENUE_TABS)[number];

export const VENUE_TAB_LABELS: Record<VenueTab, string> = {
  events: 'Events',
  inperson_opportunities: 'In-Person Opportunities',
  costream_opportunities: 'Co-Stream Opportunities',
  favorites: 'Favorite DJs',
  bookings: 'Booking Status',
  settings: 'Venue Settings',
};
