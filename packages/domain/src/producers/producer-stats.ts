import { z } from 'zod';

/**
 * The five stat cards of the producer dashboard (docs/product/producers-and-labels.md), each counted from stored data
 * (decision record 038):
 * - tracks_uploaded: the producer's tracks.
 * - remix_contests: the producer's tracks open for remixing: their stems are on offer and the producer asked others
 *   to remix their music (the sign-up's wantOthersToRemix).
 * - dj_pool_downloads: the account's favorite artists, as the spec sets it.
 * - stems_sold: sales of the producer's stems packages.
 * - total_earnings: the sum of the producer's sales, in minor units of the producer's currency.
 */
export const ZProducerStats = z.object({
  tracks_uploaded: z.number(),
  remix_contests: z.number(),
  dj_pool_downloads: z.number(),
  stems_sold: z.number(),
  total_earnings: z.number(),
});
export type TProducerStats = z.infer<typeof ZProducerStats>;

export const PRODUCER_STAT_CARDS = [
  { key: 'tracks_uploaded', label: 'Tracks Uploaded' },
  { key: 'remix_contests', label: 'Remix Contests' },
  { key: 'dj_pool_downloads', label: 'DJ Pool Downloads' },
  { key: 'stems_sold', label: 'Stems Sold' },
  { key: 'total_earnings', label: 'Total Earnings' },
] as const satisfies readonly { key: keyof TProducerStats; label: string }[];
