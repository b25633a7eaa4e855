/** A way on from an account's home: where it leads and what the person finds there. */
export type AccountLink = { to: string; label: string; description: string };

/** Where any account manages itself beyond its password (the settings card sends the reset link itself). */
export const ACCOUNT_SETTINGS_LINKS: readonly AccountLink[] = [
  {
    to: '/contact?type=support',
    label: 'Update your account details',
    description: 'Name, e-mail or account type: our support team changes them for you.',
  },
  { to: '/privacy', label: 'Privacy and your data', description: 'What we keep and how to have it removed.' },
];

/** What a tour manager can use on Cuepoint today. */
export const TOUR_MANAGER_OFFERS: readonly AccountLink[] = [
  {
    to: '/search',
    label: 'Find DJs',
    description: 'Search DJs by name, genre, city, rate and free dates for your artists’ support slots.',
  },
  {
    to: '/venues',
    label: 'See how venues book',
    description: 'In-person bookings and live streams, with the card charged only once a DJ accepts.',
  },
  {
    to: '/cuepoint-stream',
    label: 'Cuepoint Stream',
    description: 'One live set streamed to several venues at once: a way to play cities between tour dates.',
  },
  {
    to: '/dj-tools',
    label: 'DJ tools',
    description: 'Turn djay, VirtualDJ, Serato and Rekordbox histories into clean tracklists.',
  },
];

/** What tour managers get next. */
export const TOUR_MANAGER_COMING: readonly string[] = [
  'A roster of your artists, with their public pages and availability in one place.',
  'Plan your artists’ bookings across cities: dates, venues and travel days on one calendar.',
  'Send booking requests to venues on your artists’ behalf and follow every offer.',
  'Co-stream a show to venues in cities the tour does not reach.',
];

/** What any signed-in account without a dashboard of its own can use today. */
export const GENERAL_OFFERS: readonly AccountLink[] = [
  { to: '/search', label: 'Find DJs', description: 'Search DJs by name, genre, city, rate and free dates.' },
  { to: '/blog', label: 'Read the blog', description: 'Guides, industry news and product updates.' },
  {
    to: '/dj-tools',
    label: 'DJ tools',
    description: 'Turn djay, VirtualDJ, Serato and Rekordbox histories into clean tracklists.',
  },
];

export const GENERAL_COMING: readonly string[] = [
  'A dashboard made for your account type.',
  'Notifications of new DJs and events that match what you follow.',
];
