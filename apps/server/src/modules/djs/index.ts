/**
 * DJs: the public profile and page, sets and their media files, availability, events, featuring, the directory, available DJs, discovery and Mixcloud.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { djAvailabilityRoutes } from './availability/routes.ts';
export { availableDjsRoutes } from './available-djs/routes.ts';
export { djDirectoryRoutes } from './directory/routes.ts';
export { discoverRoutes } from './discover/routes.ts';
export { djEventRoutes } from './events/routes.ts';
export { djFeaturingRoutes } from './featuring/routes.ts';
export { mixcloudRoutes } from './mixcloud/routes.ts';
export { createDjPageHtml } from './profile/profile-meta.ts';
export { DJ_PROFILE_CACHE_TAG } from './profile/profile-service.ts';
export { createDjProfileStore } from './profile/profile-store.ts';
export { djProfileRoutes } from './profile/routes.ts';
export { mediaFileRoutes } from './sets/media-file-routes.ts';
export { djSetRoutes } from './sets/routes.ts';
export { createTusBridge } from './sets/tus-bridge.ts';
export { type CreationHeaders, creationMetadata, declaredFile } from './sets/upload-creation.ts';
