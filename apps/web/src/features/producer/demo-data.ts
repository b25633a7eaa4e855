import type { TProducerProfile } from '@cuepoint/domain/producers/producer-profile';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';

/**
 * SAMPLE DATA for the demo producer dashboard on /producers (issue 15: demos run on fixed, clearly labelled sample
 * data and write nothing). No account, track or figure here exists; the signed-in dashboard reads the server.
 */
export const DEMO_LABEL = 'Sample data: this demo producer and their tracks are not real.';

const created = (day: string) => `${day}T12:00:00.000Z`;

export const DEMO_PRODUCER_PROFILE: TProducerProfile = {
  user_id: 0,
  display_name: 'Demo Producer',
  first_name: 'Demo',
  email: 'demo.producer@example.com',
  producer_name: 'Nightshift Audio (demo)',
  city: 'Berlin',
  country: 'DE',
  bio: 'Sample profile: deep, rolling techno and melodic house, made in Ableton Live with analogue drums.',
  remix_handle: 'nightshift-demo',
  training_hourly_rate: 45,
  training_currency: 'EUR',
  experience_years: 8,
  primary_daw: 'Ableton Live',
  secondary_daws: ['Logic Pro'],
  stats: {
    tracks_uploaded: 3,
    remix_contests: 1,
    dj_pool_downloads: 128,
    stems_sold: 24,
    total_earnings: 41_850,
  },
};

const mainTrack = (name: string, size: number) => ({
  original_name: name,
  size_bytes: size,
  price: null,
  entries: [],
});
const stems = (price: number) => ({
  original_name: 'stems.zip',
  size_bytes: 412_000_000,
  price,
  entries: ['kick.wav', 'bass.wav', 'harmony.wav', 'vocal.wav'],
});

export const DEMO_PRODUCER_TRACKS: TProducerTrack[] = [
  {
    id: -1,
    title: 'Midnight Circuit (sample)',
    genre: 'Melodic Techno',
    bpm: 124,
    currency: 'EUR',
    main_track: mainTrack('midnight-circuit.flac', 58_000_000),
    stems_zip: stems(500),
    elements_zip: {
      original_name: 'elements.zip',
      size_bytes: 96_000_000,
      price: 2000,
      entries: ['lead-loop.wav', 'vocal-chop.wav', 'riser.wav'],
    },
    project_file: { original_name: 'midnight-circuit.als', size_bytes: 2_400_000, price: 4000, entries: [] },
    rights_confirmed_at: created('2026-03-02'),
    created_at: created('2026-03-02'),
  },
  {
    id: -2,
    title: 'Warehouse Dawn (sample)',
    genre: 'Techno',
    bpm: 132,
    currency: 'EUR',
    main_track: mainTrack('warehouse-dawn.wav', 88_000_000),
    stems_zip: stems(500),
    elements_zip: null,
    project_file: null,
    rights_confirmed_at: created('2026-02-14'),
    created_at: created('2026-02-14'),
  },
  {
    id: -3,
    title: 'Soft Focus (sample)',
    genre: 'Deep House',
    bpm: null,
    currency: 'EUR',
    main_track: mainTrack('soft-focus.mp3', 9_800_000),
    stems_zip: null,
    elements_zip: null,
    project_file: null,
    rights_confirmed_at: created('2026-01-20'),
    created_at: created('2026-01-20'),
  },
];
