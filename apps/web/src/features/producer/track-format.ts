import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { formatMoney } from '@cuepoint/domain/money/format-money';

/** A file size as people read it: "820 KB", "48.2 MB", "1.2 GB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** A package price, "Free" at 0. */
export function formatPrice(minor: number, currency: TExtendedCurrency): string {
  return minor === 0 ? 'Free' : formatMoney(minor, currency);
}

/** An ISO instant as a calendar date ("12 Mar 2026"), in UTC so server and browser agree. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
