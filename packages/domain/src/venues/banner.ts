/**
 * The venue's banner upload (docs/product/venues.md): an image of less than 5 MB. No zod: the web app's first load may
 * import it.
 */

export const VENUE_BANNER_FIELD = 'banner_image';
export const VENUE_BANNER_MAX_BYTES = 5 * 1024 * 1024;
export const VENUE_BANNER_TOO_LARGE = 'Banner image must be less than 5MB';
