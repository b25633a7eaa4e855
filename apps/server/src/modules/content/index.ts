/**
 * The site's own content and forms: blog, newsletter, waitlist, app requests, messages to the team.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { appRequestRoutes } from './app-requests/routes.ts';
export { createBlogStore } from './blog/blog-store.ts';
export { createSpaHtml } from './blog/post-meta.ts';
export { blogRoutes } from './blog/routes.ts';
export { newsletterRoutes } from './newsletter/routes.ts';
export { teamMessageRoutes } from './team-messages/routes.ts';
export { waitlistRoutes } from './waitlist/routes.ts';
