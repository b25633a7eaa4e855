/** Waits `ms` (a demo's simulated save, DEMO_DELAYS_MS): nothing is sent anywhere meanwhile. */
export const demoPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
