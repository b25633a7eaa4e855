/**
 * Producers and labels: tracks, the producer's and the enthusiast's own profile, the label dashboard.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { labelRoutes } from './label/routes.ts';
export { producerRoutes } from './producer/routes.ts';
export { userProfileRoutes } from './user-profile/routes.ts';
