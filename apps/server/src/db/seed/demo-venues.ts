import type { TOpeningHoursInput } from '@cuepoint/domain/venues/opening-hours';
import type { DemoPalette } from './demo-images.ts';

/**
 * The demo venues and music enthusiasts (seeded with the demo DJs, demo-venue-seed.ts). Their names and places are
 * made up; their favorites name the demo DJs (linked to their pages) and well-known artists.
 */

export type DemoVenue = {
  venueName: string;
  venueType: 'club' | 'bar' | 'restaurant' | 'festival' | 'private_event' | 'other';
  city: string;
  country: string;
  timezone: string;
  address: string;
  capacity: number;
  description: string;
  currency: 'EUR' | 'GBP' | 'USD';
  /** Hourly budget in whole currency units. */
  budget: { min: number; max: number };
  /** Changes to the spec's default opening hours. */
  openingHours: TOpeningHoursInput;
  acceptsRemoteDjs: boolean;
  palette: DemoPalette;
  favoriteDjs: string[];
};

export type DemoEnthusiast = {
  displayName: string;
  city: string;
  country: string;
  timezone: string;
  favoriteGenres: string[];
  bio: string;
  favoriteDjs: string[];
  favoriteArtists: string[];
};

export const DEMO_VENUES: DemoVenue[] = [
  {
    venueName: 'Spreewerk',
    venueType: 'club',
    city: 'Berlin',
    country: 'DE',
    timezone: 'Europe/Berlin',
    address: 'Am Spreeufer 12, 10243 Berlin',
    capacity: 900,
    description:
      'Demo venue: a riverside techno club in a former power station, with a Funktion-One main room, a smaller ' +
      'house floor and a garden open from spring to autumn. Co-streams its Saturday headliners to partner clubs.',
    currency: 'EUR',
    budget: { min: 150, max: 900 },
    openingHours: {
      monday: { closed: true },
      tuesday: { closed: true },
      wednesday: { open: '20:00', close: '02:00' },
      thursday: { open: '22:00', close: '05:00' },
      friday: { open: '23:00', close: '10:00' },
      saturday: { open: '23:00', close: '12:00' },
      sunday: { open: '12:00', close: '22:00' },
    },
    acceptsRemoteDjs: true,
    palette: { from: '#0f172a', to: '#4338ca', accent: '#22d3ee' },
    favoriteDjs: ['Nova Reyes', 'Marco Vidal', 'Ellen Allien'],
  },
  {
    venueName: 'The Lantern Rooms',
    venueType: 'bar',
    city: 'London',
    country: 'GB',
    timezone: 'Europe/London',
    address: '48 Kingsland Road, London E2 8DP',
    capacity: 180,
    description:
      'Demo venue: a basement cocktail bar in Shoreditch with a vinyl-only booth, soulful house and disco from ' +
      'Thursday to Saturday, and streamed guest sets from DJs abroad on Sundays.',
    currency: 'GBP',
    budget: { min: 80, max: 300 },
    openingHours: {
      monday: { closed: true },
      thursday: { open: '17:00', close: '01:00' },
      friday: { open: '17:00', close: '03:00' },
      saturday: { open: '17:00', close: '03:00' },
      sunday: { open: '15:00', close: '23:00' },
    },
    acceptsRemoteDjs: true,
    palette: { from: '#3f1d0b', to: '#b45309', accent: '#fde68a' },
    favoriteDjs: ['Kofi Mensah', 'Luna Park'],
  },
  {
    venueName: 'Blue Hour Supper Club',
    venueType: 'restaurant',
    city: 'New York',
    country: 'US',
    timezone: 'America/New_York',
    address: '210 Wythe Avenue, Brooklyn, NY 11249',
    capacity: 240,
    description:
      'Demo venue: a Brooklyn supper club where dinner turns into a dance floor after 22:00; deep and melodic ' +
      'house, live percussion on Fridays, and remote sets from Europe streamed to the big screen.',
    currency: 'USD',
    budget: { min: 120, max: 600 },
    openingHours: {
      monday: { closed: true },
      friday: { open: '18:00', close: '03:00' },
      saturday: { open: '18:00', close: '03:00' },
      sunday: { open: '11:00', close: '16:00' },
    },
    acceptsRemoteDjs: true,
    palette: { from: '#082f49', to: '#1d4ed8', accent: '#f9a8d4' },
    favoriteDjs: ['Luna Park', 'Nova Reyes', 'Kofi Mensah'],
  },
];

export const DEMO_ENTHUSIASTS: DemoEnthusiast[] = [
  {
    displayName: 'Mia Hoffmann',
    city: 'Berlin',
    country: 'DE',
    timezone: 'Europe/Berlin',
    favoriteGenres: ['Techno', 'Minimal', 'Deep House'],
    bio: 'Demo profile: out most weekends in Friedrichshain; happiest at a long closing set on a Sunday afternoon.',
    favoriteDjs: ['Nova Reyes', 'Marco Vidal'],
    favoriteArtists: ['Ellen Allien', 'Ben Klock', 'Peggy Gou'],
  },
  {
    displayName: 'Sam Okafor',
    city: 'London',
    country: 'GB',
    timezone: 'Europe/London',
    favoriteGenres: ['Afro House', 'House', 'Amapiano'],
    bio: 'Demo profile: record collector and dancer, following Afro house and amapiano nights across London.',
    favoriteDjs: ['Kofi Mensah', 'Luna Park'],
    favoriteArtists: ['Black Coffee', 'Honey Dijon', 'Kerri Chandler'],
  },
];
