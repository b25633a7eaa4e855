/** Facts the privacy policy and the terms of service state (docs/product/content.md). */
export const LEGAL_LAST_UPDATED = 'September 2025';
export const MINIMUM_AGE = 13;
export const INACTIVE_ACCOUNT_RETENTION_YEARS = 3;
export const PRIVACY_RESPONSE_HOURS = 48;
/** A confirmed booking is charged within this many hours before the event (docs/product/content.md). */
export const CHARGE_WINDOW_HOURS = 24;
