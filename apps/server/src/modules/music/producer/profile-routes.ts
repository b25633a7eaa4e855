import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProducerProfile, ZProducerProfileUpdate } from '@cuepoint/domain/producers/producer-profile';
import { ZProducerStats } from '@cuepoint/domain/producers/producer-stats';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { access } from '../../../http/route-access.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import type { ProducerProfileService } from './profile-service.ts';

const docs = (summary: string) => ({ tags: ['producers'], summary, security: [{ bearer: [] }] });
const refusals = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * GET /producer/stats (the dashboard's five cards) and PUT /producer/profile (the Edit Profile save), producer
 * accounts only. The profile itself is read from GET /user/profile (decision record 038).
 */
export function profileRoutes(profiles: ProducerProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);

    app.get(
      '/producer/stats',
      {
        config: { access: access.self('producer') },
        schema: {
          ...docs("The stats of the producer dashboard's five cards (docs/product/producers-and-labels.md)"),
          description:
            'Counted on every read: tracks uploaded, tracks open for remixing, favorite artists, stems packages ' +
            'sold and the sum of sales in minor units. The profile is GET /user/profile.',
          response: { 200: envelope(ZProducerStats), ...refusals },
        },
      },
      async (request) => ok(await profiles.stats(userOf(request).id)),
    );

    app.put(
      '/producer/profile',
      {
        config: { access: access.self('producer') },
        onRequest: sameOriginRequired,
        schema: {
          ...docs(
            'Saves the Edit Profile modal: producer name, primary DAW, remix handle, bio, experience years, training rate and currency',
          ),
          description:
            'A remix handle another producer has (in any case) is refused (409). Markup in the bio is dropped. ' +
            "Answers the saved profile as GET /user/profile shows it, with the account's id and the stats.",
          body: ZProducerProfileUpdate,
          response: { 200: envelope(ZProducerProfile), 400: ZErrorBody, 409: ZErrorBody, ...refusals },
        },
      },
      async (request) => ok(await profiles.update(userOf(request).id, request.body)),
    );
  };
}
