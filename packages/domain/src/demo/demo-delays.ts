/**
 * Spec 3 §7: the role pages' demos send nothing; their event save, booking offer and booking confirmation take a
 * simulated while, as a real save would, so the demo shows its saving state.
 */
export const DEMO_DELAYS_MS = { eventSave: 1_500, offerSend: 2_000, bookingConfirm: 3_000 } as const;
