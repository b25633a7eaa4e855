/**
 * docs/product/content.md: the role pages' demos send nothing; their event save and booking confirmation take a
 * simulated while, as a real save would, so the demo shows its saving state. (The spec's 2 s offer send has no screen
 * in the demos: their offers come from the simulation, decision record 041.)
 */
export const DEMO_DELAYS_MS = { eventSave: 1_500, bookingConfirm: 3_000 } as const;
