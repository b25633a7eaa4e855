/**
 * Whether what the card secures covers the agreed price (both in minor units): a booking is confirmed and captured
 * only when it does; when a DJ's price rose above it, the customer authorizes a new card for the price first. No
 * agreed price yet means the request's own amount, which the hold covers by definition.
 */
export function holdCoversPrice(heldMinor: number, priceMinor: number | null): boolean {
  return priceMinor === null || priceMinor <= heldMinor;
}

/** Whether a new authorization of `amountMinor` secures a booking whose price is `priceMinor`. */
export function authorizationCoversPrice(amountMinor: number, priceMinor: number): boolean {
  return Number.isInteger(amountMinor) && amountMinor >= priceMinor;
}
