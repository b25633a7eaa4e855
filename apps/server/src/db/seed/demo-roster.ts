import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';

/**
 * The demo marketplace's wider roster (seeded by demo-roster-seed.ts after the demo DJs, venues and events): twenty
 * more demo DJs across the world's club cities and every genre family, each with a rate in their own currency, a
 * set, and past bookings with the demo venues that both sides reviewed, so the directory, a DJ's page and the
 * recommendations of a fresh install show what the marketplace is like. A row per DJ; no code per DJ.
 */

/** How a DJ plays: in person only, streamed only, or both. */
export type RosterPlays = 'live' | 'stream' | 'both';

export type RosterDj = {
  name: string;
  city: string;
  country: string;
  timezone: string;
  genres: string[];
  currency: TExtendedCurrency;
  rate: number;
  plays: RosterPlays;
  /** The title of the DJ's set and which of the demo players it points at (ROSTER_SET_URLS). */
  set: [string, number];
  /** The customers' ratings of past bookings, oldest first (each booking reviewed by both sides). */
  ratings: number[];
  /** A line of the bio after "Demo profile: ". */
  line: string;
};

/** Long-running public pages the players embed (as the demo DJs' sets, demo-djs.ts). */
export const ROSTER_SET_URLS = [
  'https://www.mixcloud.com/NTSRadio/',
  'https://soundcloud.com/resident-advisor',
  'https://www.twitch.tv/monstercat',
  'https://www.youtube.com/watch?v=jfKfPfyJRdk',
  'https://www.mixcloud.com/spartacus/party-time/',
] as const;

const row = (
  name: string,
  [city, country, timezone]: [string, string, string],
  genres: string[],
  [currency, rate]: [TExtendedCurrency, number],
  plays: RosterPlays,
  set: [string, number],
  ratings: number[],
  line: string,
): RosterDj => ({ name, city, country, timezone, genres, currency, rate, plays, set, ratings, line });

const BERLIN: [string, string, string] = ['Berlin', 'DE', 'Europe/Berlin'];
const LONDON: [string, string, string] = ['London', 'GB', 'Europe/London'];

export const ROSTER_DJS: RosterDj[] = [
  row(
    'Kira Voss',
    BERLIN,
    ['Hard Techno', 'Techno'],
    ['EUR', 140],
    'both',
    ['Bunker Pressure', 0],
    [5, 5, 4],
    'fast, hard techno at 150 BPM for peak-time rooms.',
  ),
  row(
    'Jonas Krell',
    ['Hamburg', 'DE', 'Europe/Berlin'],
    ['Techno', 'Minimal'],
    ['EUR', 90],
    'live',
    ['Harbour Minimal', 1],
    [4, 5],
    'long minimal sets for the port city’s after-hours.',
  ),
  row(
    'Amélie Roux',
    ['Paris', 'FR', 'Europe/Paris'],
    ['House', 'Nu Disco'],
    ['EUR', 130],
    'both',
    ['Rive Gauche Disco', 4],
    [5, 4, 5],
    'French house and nu disco for rooftops and fashion nights.',
  ),
  row(
    'Daan Visser',
    ['Amsterdam', 'NL', 'Europe/Amsterdam'],
    ['Trance', 'Progressive House'],
    ['EUR', 160],
    'both',
    ['Canal Sunrise', 0],
    [5, 5],
    'uplifting trance and progressive journeys, warm-up to closing.',
  ),
  row(
    'Rui Matos',
    ['Lisbon', 'PT', 'Europe/Lisbon'],
    ['Afro House', 'Amapiano'],
    ['EUR', 85],
    'stream',
    ['Tejo Grooves', 1],
    [4, 4, 5],
    'Afro house and amapiano streamed from a studio above the Tejo.',
  ),
  row(
    'Priya Shah',
    LONDON,
    ['UK Garage', 'Breakbeat'],
    ['GBP', 110],
    'both',
    ['Two-Step Tuesday', 2],
    [5, 4],
    'UK garage and breaks, from pirate-radio classics to new dubs.',
  ),
  row(
    'Callum Reid',
    ['Manchester', 'GB', 'Europe/London'],
    ['Drum & Bass', 'Jungle'],
    ['GBP', 95],
    'live',
    ['Northern Rollers', 1],
    [4, 5, 5],
    'drum & bass and jungle for sweaty warehouse rooms.',
  ),
  row(
    'Siobhan Kelly',
    ['Dublin', 'IE', 'Europe/Dublin'],
    ['Open Format', 'Funk & Soul'],
    ['EUR', 75],
    'live',
    ['Wedding Floor Fillers', 4],
    [5, 5, 5, 4],
    'open-format sets that read the room at weddings and private parties.',
  ),
  row(
    'Marcus Cole',
    ['New York', 'US', 'America/New_York'],
    ['Hip Hop', 'R&B'],
    ['USD', 200],
    'both',
    ['Brooklyn Block Party', 2],
    [5, 4, 4],
    'hip hop and R&B, classic breaks to today’s charts.',
  ),
  row(
    'Tasha Grant',
    ['Chicago', 'US', 'America/Chicago'],
    ['House', 'Deep House'],
    ['USD', 150],
    'both',
    ['Warehouse Roots', 0],
    [5, 5],
    'Chicago house and deep cuts, played on vinyl.',
  ),
  row(
    'Devon Hale',
    ['Detroit', 'US', 'America/Detroit'],
    ['Techno', 'Electro'],
    ['USD', 180],
    'both',
    ['Motor City Electro', 1],
    [4, 5],
    'Detroit techno and electro with a soulful edge.',
  ),
  row(
    'Lena Ortiz',
    ['Los Angeles', 'US', 'America/Los_Angeles'],
    ['EDM', 'Tech House'],
    ['USD', 250],
    'live',
    ['Sunset Strip Peak Time', 3],
    [4, 4, 5],
    'tech house and festival EDM for big rooms and pool parties.',
  ),
  row(
    'Mateo Ruiz',
    ['Miami', 'US', 'America/New_York'],
    ['Reggaeton', 'Latin'],
    ['USD', 170],
    'both',
    ['Noche Caliente', 2],
    [5, 4],
    'reggaeton and Latin club sounds for rooftops and beach clubs.',
  ),
  row(
    'Noah Tremblay',
    ['Montreal', 'CA', 'America/Toronto'],
    ['Tech House', 'House'],
    ['CAD', 160],
    'both',
    ['Plateau Grooves', 0],
    [4, 5],
    'tech house with a bilingual crowd in mind.',
  ),
  row(
    'Ava Singh',
    ['Toronto', 'CA', 'America/Toronto'],
    ['Dubstep', 'Drum & Bass'],
    ['CAD', 140],
    'stream',
    ['Bass Transmission', 3],
    [5],
    'heavy bass streamed live for venues across the continent.',
  ),
  row(
    'Jack Murray',
    ['Melbourne', 'AU', 'Australia/Melbourne'],
    ['Psytrance', 'Trance'],
    ['AUD', 180],
    'both',
    ['Bush Doof Dawn', 1],
    [5, 4, 5],
    'psytrance for outdoor festivals and late laneway clubs.',
  ),
  row(
    'Mia Chen',
    ['Sydney', 'AU', 'Australia/Sydney'],
    ['Disco', 'Funk & Soul'],
    ['AUD', 150],
    'live',
    ['Harbour Disco Cruise', 4],
    [5, 5],
    'disco, boogie and soul for harbour cruises and brunches.',
  ),
  row(
    'Thabo Nkosi',
    ['Johannesburg', 'ZA', 'Africa/Johannesburg'],
    ['Amapiano', 'Afro House'],
    ['USD', 120],
    'both',
    ['Log Drum Sessions', 2],
    [5, 5, 4],
    'amapiano and Afro house from Johannesburg’s dance floors.',
  ),
  row(
    'Bruno Alves',
    ['São Paulo', 'BR', 'America/Sao_Paulo'],
    ['Tribal House', 'Latin'],
    ['USD', 110],
    'stream',
    ['Paulista Percussion', 3],
    [4],
    'tribal house with live percussion, streamed from São Paulo.',
  ),
  row(
    'Yuki Tanaka',
    ['Tokyo', 'JP', 'Asia/Tokyo'],
    ['Hardstyle', 'EDM'],
    ['USD', 190],
    'both',
    ['Shibuya Hard Dance', 3],
    [4, 5],
    'hardstyle and hard dance for arena nights and anime raves.',
  ),
];

/** What the demo venues said of a booking, by its rating (the customer's side of the double-blind reviews). */
export const CUSTOMER_REVIEWS: Record<number, string[]> = {
  5: [
    'Read the room perfectly and kept the floor full until closing. Booking again.',
    'Arrived early, soundchecked with our tech and played a set people still talk about.',
    'Exactly the sound we asked for, and a pleasure to work with from the first message.',
  ],
  4: [
    'Great set and easy to work with; the warm-up ran a little loud for the early crowd.',
    'Solid night, happy guests. Would book again for a bigger room.',
  ],
  3: ['Good music, but arrived later than agreed.'],
};

/** What the DJs said of the demo venues (the other side). */
export const DJ_REVIEWS = [
  'Clear brief, great sound system, paid on time.',
  'Friendly staff and a crowd that came to dance.',
  'Well organised night; the booth was set up exactly as agreed.',
] as const;

/** The demo DJs of demo-djs.ts get a track record too. */
export const FEATURED_RATINGS: Record<string, number[]> = {
  'Nova Reyes': [5, 5, 4, 5],
  'Kofi Mensah': [5, 4, 5],
  'Luna Park': [4, 5],
  'Marco Vidal': [5, 5, 5],
};
