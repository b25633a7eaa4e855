import type { DemoPalette } from './demo-images.ts';

/**
 * The demo DJs (seeded on a fresh install, demo.ts). Their sets play long-running public pages that the players
 * embed (a Mixcloud show and channel, SoundCloud's own example track and a label's page, a Twitch channel, a
 * YouTube live stream); the tracklist-only sets list well-known records in 1001Tracklists form.
 */

export type DemoSet = { title: string; externalUrl: string } | { title: string; tracklist: string };

export type DemoDj = {
  stageName: string;
  city: string;
  country: string;
  timezone: string;
  genres: string[];
  bio: string;
  currency: 'EUR' | 'GBP' | 'USD';
  hourlyRate: number;
  flags: { inPerson: boolean; coStreaming: boolean; remoteVenues: boolean; remotePrivate: boolean };
  availabilityType: 'home_base' | 'touring';
  socialLinks: Record<string, string>;
  palette: DemoPalette;
  sets: DemoSet[];
  /** Weekly remote hours: ISO weekday (Monday 1), local start and end. */
  hours: Array<[number, string, string]>;
  travel: { country: string; city: string; inDays: number; days: number };
  /** The announced set: days from now, at this UTC hour, for this long. */
  announced: { inDays: number; hourUtc: number; minutes: number };
};

export const DEMO_DJS: DemoDj[] = [
  {
    stageName: 'Nova Reyes',
    city: 'Berlin',
    country: 'DE',
    timezone: 'Europe/Berlin',
    genres: ['Techno', 'Minimal'],
    bio:
      'Demo profile: a Berlin techno selector with a weekly streamed residency. Long, hypnotic sets that move from ' +
      'dub-heavy minimal into driving warehouse techno, streamed from a studio in Kreuzberg.',
    currency: 'EUR',
    hourlyRate: 120,
    flags: { inPerson: true, coStreaming: true, remoteVenues: true, remotePrivate: true },
    availabilityType: 'home_base',
    socialLinks: {
      website: 'https://nova-reyes.example.com',
      mixcloud: 'https://www.mixcloud.com/NTSRadio/',
      twitch: 'https://www.twitch.tv/monstercat',
    },
    palette: { from: '#1e1b4b', to: '#7c3aed', accent: '#f472b6' },
    sets: [
      { title: 'Warehouse Sessions Vol. 3', externalUrl: 'https://www.mixcloud.com/NTSRadio/' },
      { title: 'Sunday Afterhours Stream', externalUrl: 'https://www.twitch.tv/monstercat' },
      {
        title: 'Warehouse Sessions Vol. 2 (tracklist)',
        tracklist: [
          '[00:00] Robert Hood - Minus',
          '[05:40] Plastikman - Spastik',
          '[11:15] Jeff Mills - The Bells',
          '[16:30] Surgeon - Magneze',
          '[22:05] Dave Clarke - Red 2',
          '[27:50] Underworld - Born Slippy',
        ].join('\n'),
      },
    ],
    hours: [
      [5, '22:00', '02:00'],
      [6, '21:00', '23:30'],
    ],
    travel: { country: 'PT', city: 'Lisbon', inDays: 12, days: 6 },
    announced: { inDays: 1, hourUtc: 20, minutes: 120 },
  },
  {
    stageName: 'Kofi Mensah',
    city: 'London',
    country: 'GB',
    timezone: 'Europe/London',
    genres: ['Afro House', 'Deep House'],
    bio:
      'Demo profile: Afro house and deep house, co-streaming to venues across Europe. Warm percussion, vocal cuts ' +
      'and long blends, from golden-hour rooftops to late basements.',
    currency: 'GBP',
    hourlyRate: 150,
    flags: { inPerson: true, coStreaming: true, remoteVenues: true, remotePrivate: false },
    availabilityType: 'home_base',
    socialLinks: {
      website: 'https://kofi-mensah.example.com',
      mixcloud: 'https://www.mixcloud.com/NTSRadio/',
    },
    palette: { from: '#451a03', to: '#ea580c', accent: '#facc15' },
    sets: [
      { title: 'Rooftop Afro House Mix', externalUrl: 'https://soundcloud.com/resident-advisor' },
      { title: 'Golden Hour Selections', externalUrl: 'https://www.mixcloud.com/NTSRadio/' },
      {
        title: 'Basement Warm-up (tracklist)',
        tracklist: [
          '[00:00] Osunlade - Envision',
          '[06:20] Black Coffee - Superman',
          '[12:45] &ME - The Rapture Pt.III',
          '[19:10] Adam Port - Move',
        ].join('\n'),
      },
    ],
    hours: [
      [4, '20:00', '22:00'],
      [7, '17:00', '20:00'],
    ],
    travel: { country: 'NL', city: 'Amsterdam', inDays: 9, days: 4 },
    announced: { inDays: 2, hourUtc: 19, minutes: 90 },
  },
  {
    stageName: 'Luna Park',
    city: 'Seoul',
    country: 'KR',
    timezone: 'Asia/Seoul',
    genres: ['House', 'Disco', 'Nu Disco'],
    bio:
      'Demo profile: disco edits and house grooves for late-night streams. Records from the seventies to today, ' +
      'played for private parties and venues that want a warm, dancing room.',
    currency: 'USD',
    hourlyRate: 100,
    flags: { inPerson: false, coStreaming: true, remoteVenues: true, remotePrivate: true },
    availabilityType: 'home_base',
    socialLinks: {
      website: 'https://luna-park.example.com',
      twitch: 'https://www.twitch.tv/monstercat',
    },
    palette: { from: '#083344', to: '#0891b2', accent: '#fde047' },
    sets: [
      { title: 'Disco Edits Live', externalUrl: 'https://www.twitch.tv/monstercat' },
      { title: 'Late Night House', externalUrl: 'https://soundcloud.com/resident-advisor' },
      { title: 'Rainy Day Radio', externalUrl: 'https://www.youtube.com/watch?v=jfKfPfyJRdk' },
      {
        title: 'Disco Brunch (tracklist)',
        tracklist: [
          '[00:00] Chic - Good Times',
          '[04:50] Sister Sledge - Lost in Music',
          '[09:30] Stardust - Music Sounds Better With You',
          '[15:10] Cassius - 1999',
          '[20:25] Daft Punk - One More Time',
        ].join('\n'),
      },
    ],
    hours: [
      [3, '19:00', '21:00'],
      [6, '23:00', '03:00'],
    ],
    travel: { country: 'JP', city: 'Tokyo', inDays: 20, days: 5 },
    announced: { inDays: 3, hourUtc: 13, minutes: 60 },
  },
  {
    stageName: 'Marco Vidal',
    city: 'Barcelona',
    country: 'ES',
    timezone: 'Europe/Madrid',
    genres: ['Melodic Techno', 'Progressive House'],
    bio:
      'Demo profile: melodic techno journeys recorded live at sunrise. Touring the islands this season and ' +
      'streaming to venues between gigs.',
    currency: 'EUR',
    hourlyRate: 180,
    flags: { inPerson: true, coStreaming: false, remoteVenues: true, remotePrivate: true },
    availabilityType: 'touring',
    socialLinks: {
      website: 'https://marco-vidal.example.com',
      mixcloud: 'https://www.mixcloud.com/spartacus/',
    },
    palette: { from: '#052e16', to: '#0d9488', accent: '#a3e635' },
    sets: [
      { title: 'Sunrise Melodic Journey', externalUrl: 'https://www.mixcloud.com/NTSRadio/' },
      { title: 'Terrace Party Time', externalUrl: 'https://www.mixcloud.com/spartacus/party-time/' },
      { title: 'Flickering Horizons', externalUrl: 'https://soundcloud.com/forss/flickermood' },
    ],
    hours: [[2, '18:00', '20:00']],
    travel: { country: 'ES', city: 'Ibiza', inDays: 0, days: 10 },
    announced: { inDays: 5, hourUtc: 21, minutes: 180 },
  },
];
