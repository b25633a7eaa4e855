import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook for routes whose answers carry a session token or personal data: `Cache-Control: no-store`, so no
 * browser, proxy or shared cache keeps a copy. Set before the handler runs, so a route may still choose otherwise.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}
