/**
 * What every module may use: health, the test clock and the test gateway's pages, the operators' audit log, CAPTCHA and form limits (spam), places, genres and artist-name suggestions.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { auditEntries, type AuditRow, recordOperatorAction } from './audit/audit-store.ts';
export { genreRoutes } from './genres/routes.ts';
export { geoRoutes } from './geo/routes.ts';
export { healthRoutes } from './health/routes.ts';
export { captchaFor, type CaptchaScope } from './spam/captcha.ts';
export { caughtByHoneypot } from './spam/form-limits.ts';
export { suggestionsRoutes } from './suggestions/routes.ts';
export { testClockRoutes } from './test-clock/routes.ts';
export { type TestClockControl } from './test-clock/test-clock.ts';
export { testPaymentPageRoutes } from './test-payments/page-routes.ts';
export { testPaymentRoutes } from './test-payments/routes.ts';
