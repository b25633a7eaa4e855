/** "3.2 km away" (the server's one decimal); null when the distance is unknown. */
export function distanceLabel(km: number | null): string | null {
  if (km === null || !Number.isFinite(km)) return null;
  return `${km.toLocaleString('en-US', { maximumFractionDigits: 1 })} km away`;
}
