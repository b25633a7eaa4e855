/**
 * 0.5 → "30 minutes", 1 → "1 hour", 2.5 → "2.5 hours": the duration list's labels (docs/product/booking-requests.md).
 */
export function hoursLabel(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
