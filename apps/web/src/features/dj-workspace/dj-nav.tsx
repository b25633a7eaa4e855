import { WorkspaceNav, type WorkspaceLink } from './workspace-nav.tsx';

/** Where each of the DJ's pages lives; Sets and Profile are sections of the overview. */
export const DJ_PAGES = {
  overview: '/dj-dashboard',
  inbox: '/dj-dashboard/inbox',
  bookings: '/dj-dashboard/bookings',
  payouts: '/dj-dashboard/payouts',
} as const;

/** The overview's sections the navigation leads to (their elements carry these ids). */
export const DJ_OVERVIEW_SECTIONS = { sets: 'sets', profile: 'profile' } as const;

const DJ_LINKS: readonly WorkspaceLink[] = [
  { label: 'Overview', to: DJ_PAGES.overview },
  { label: 'Inbox', to: DJ_PAGES.inbox },
  { label: 'Bookings', to: DJ_PAGES.bookings },
  { label: 'Sets', to: DJ_PAGES.overview, hash: DJ_OVERVIEW_SECTIONS.sets },
  { label: 'Profile', to: DJ_PAGES.overview, hash: DJ_OVERVIEW_SECTIONS.profile },
  { label: 'Payouts', to: DJ_PAGES.payouts },
];

/** The DJ's pages (docs/product/djs.md): Overview, Inbox, Bookings, Sets, Profile, Payouts. */
export function DjNav() {
  return <WorkspaceNav label="Your DJ pages" links={DJ_LINKS} />;
}
