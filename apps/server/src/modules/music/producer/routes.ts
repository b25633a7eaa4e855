import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProducerStore } from './producer-store.ts';
import { createProducerProfileService } from './profile-service.ts';
import { createTrackService } from './track-service.ts';
import { createTrackUploadService } from './upload-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { trackRoutes } from './track-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/**
 * The producer's own area (docs/product/producers-and-labels.md; issue 15): profile and stats, tracks, resumable
 * track-file uploads.
 */
export const producerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files, clock } = app.services;
  const store = createProducerStore(database.db);
  const profiles = createProducerProfileService({ store, clock });
  await app.register(profileRoutes(profiles));
  await app.register(trackRoutes(createTrackService({ store, files, clock, profiles, log: app.log })));
  await app.register(uploadRoutes(createTrackUploadService({ store, files, clock, log: app.log })));
};
