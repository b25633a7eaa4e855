/**
 * Money is held and computed in integer minor units (cents, pence); the API shows decimals. Every currency the
 * platform prices in (USD, EUR, GBP, CAD, AUD) has two decimals, so one major unit is 100 minor units.
 */

export const MINOR_UNITS_PER_MAJOR = 100;

/** Whole minor units of a major amount given with at most two decimals (150 → 15000, 19.99 → 1999). */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError('amount must be a number of 0 or more');
  const minor = Math.round(amount * MINOR_UNITS_PER_MAJOR);
  if (Math.abs(amount * MINOR_UNITS_PER_MAJOR - minor) > 1e-6)
    throw new RangeError('amount has more than 2 decimals');
  return minor;
}

/**
 * Minor units of a major amount as a form or an API answer gives it (80.5 → 8050, rounded to the cent), or null when
 * it is no usable amount (negative, NaN, infinite).
 */
export function minorOrNull(amount: number): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.round(amount * MINOR_UNITS_PER_MAJOR);
}

/** The decimal view of minor units (28900 → 289, 1812 → 18.12). */
export function toMajor(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}
