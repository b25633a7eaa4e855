/**
 * What every page says while the built-in test gateway takes payments (no Stripe keys, decision record 028): cards are
 * Stripe's test cards and nothing is charged. The boot log says it too.
 */
export const TEST_MODE_NOTICE = 'Test mode: no real money moves';
