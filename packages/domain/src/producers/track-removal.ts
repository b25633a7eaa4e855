/**
 * Removing a track from the producer's library (DELETE /api/v14/producer/tracks/{id}; the spec shows no call for it).
 * A producer removes only their own tracks; a track someone bought stays, so its sale and earnings stay on record.
 */
export const TRACK_REMOVAL_MESSAGES = {
  notFound: 'Track not found',
  sold: 'This track has been bought, so it stays in your library for its buyers.',
} as const;
