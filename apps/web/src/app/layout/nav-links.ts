import { TRACKLIST_FORMAT_LIST } from '@cuepoint/domain/tracklists/format-list';

/**
 * Header and footer destinations (docs/product/content.md): the specification's list, with the DJ directory first
 * (decision record 055).
 */
export const HEADER_LINKS = [
  { to: '/find-djs', label: 'Find DJs' },
  { to: '/djs', label: 'DJs' },
  { to: '/venues', label: 'Venues' },
  { to: '/labels', label: 'Labels' },
  { to: '/producers', label: 'Producers' },
  { to: '/enthusiasts', label: 'Enthusiasts' },
  { to: '/app', label: 'App', appLink: true },
  { to: '/blog', label: 'Blog' },
] as const;

export const FOOTER_GROUPS = [
  {
    title: 'Cuepoint',
    links: [
      { to: '/cuepoint-stream', label: 'Cuepoint Stream' },
      { to: '/about', label: 'About' },
      { to: '/resources', label: 'Resources' },
      { to: '/report-bug', label: 'Report a Bug' },
    ],
  },
  {
    title: 'Free DJ tools',
    links: TRACKLIST_FORMAT_LIST.map((format) => ({
      to: format.path,
      label: `${format.name} tracklist export`,
    })),
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;
