import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZRowIdParams } from '@cuepoint/domain/text/row-id';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { access, type OwnedResource } from '../../../http/route-access.ts';

/** The error answers of a route, by status: each is `{ success: false, error, code }`. */
export const errorBodies = <C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, ZErrorBody])) as { [K in C]: typeof ZErrorBody };

/** A deleted row's answer: its id. */
export const ZDeleted = envelope(z.object({ id: z.number() }));

/**
 * The route options of the DJ dashboard's calls on the signed-in DJ's own rows, under one OpenAPI tag and error set:
 * a read (200), an action without a body (200), a new row from a body (201), a change of the account's own data (200), a change by id (200) and a delete by id (200 with the id); writes are
 * same-origin only. A visitor is 401
 * and another account type 403, both before the body is read; another DJ's row is the owner declaration's 404.
 */
export function ownDjRoutes<E extends Record<number, typeof ZErrorBody>>(tag: string, errors: E) {
  const docs = (summary: string) => ({ tags: [tag], summary, security: [{ bearer: [] }] });
  return {
    docs,
    read: <D extends z.ZodType>(summary: string, data: D) => ({
      config: { access: access.self('dj') },
      schema: { ...docs(summary), response: { 200: envelope(data), ...errors } },
    }),
    create: <B extends z.ZodType, D extends z.ZodType>(
      summary: string,
      body: B,
      data: D,
      description?: string,
    ) => ({
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs(summary),
        ...(description && { description }),
        body,
        response: { 201: envelope(data), ...errors },
      },
    }),
    act: <D extends z.ZodType>(summary: string, data: D, description?: string) => ({
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs(summary),
        ...(description && { description }),
        response: { 200: envelope(data), ...errors },
      },
    }),
    change: <B extends z.ZodType, D extends z.ZodType>(summary: string, body: B, data: D) => ({
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: { ...docs(summary), body, response: { 200: envelope(data), ...errors } },
    }),
    update: <B extends z.ZodType, D extends z.ZodType>(
      summary: string,
      resource: OwnedResource,
      body: B,
      data: D,
    ) => ({
      config: { access: access.owner(resource, ['dj']) },
      onRequest: sameOriginRequired,
      schema: { ...docs(summary), params: ZRowIdParams, body, response: { 200: envelope(data), ...errors } },
    }),
    remove: (summary: string, resource: OwnedResource) => ({
      config: { access: access.owner(resource, ['dj']) },
      schema: { ...docs(summary), params: ZRowIdParams, response: { 200: ZDeleted, ...errors } },
    }),
  };
}

/** A delete's handler: `remove` drops the signed-in DJ's row (a 404 when it is not theirs); the answer is its id. */
export const deleteOwnRow =
  (remove: (request: FastifyRequest, id: number) => Promise<unknown>) =>
  async (request: FastifyRequest<{ Params: { id: number } }>) => {
    await remove(request, request.params.id);
    return ok({ id: request.params.id });
  };

/** The signed-in DJ's id. */
export const djIdOf = (request: FastifyRequest) => userOf(request).id;
