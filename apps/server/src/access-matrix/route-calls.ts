import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ResourceLocation } from '../http/route-access.ts';
import { minimalValue, type JsonSchema } from './json-schema-arbitrary.ts';

/** What the OpenAPI document says a route takes. */
export type Operation = {
  pathParams: Record<string, JsonSchema>;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  multipart: boolean;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
};

const key = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** Every documented operation, keyed by method and Fastify's form of its path (`/bookings/:id`). */
export function operationsOf(app: FastifyInstance): Map<string, Operation> {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.set(key(method, url), {
        pathParams: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
        ),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        multipart:
          'multipart/form-data' in content || (operation.consumes ?? []).includes('multipart/form-data'),
      });
    }
  }
  return operations;
}

export function operationFor(operations: Map<string, Operation>, method: string, url: string): Operation {
  return operations.get(key(method, url)) ?? { pathParams: {}, query: [], body: undefined, multipart: false };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

export type CallParts = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** The body as sent; `undefined` sends none. */
  body?: unknown;
};

/** The smallest call the document allows, with the resource (when the route names one) where the route reads it. */
export function minimalCall(
  method: string,
  operation: Operation,
  resource?: { id: number | string; at: ResourceLocation },
): CallParts {
  const params = Object.fromEntries(
    Object.entries(operation.pathParams).map(([name, schema]) => [name, minimalValue(schema)]),
  );
  const query = Object.fromEntries(
    operation.query.filter((q) => q.required).map((q) => [q.name, minimalValue(q.schema)]),
  );
  let body: unknown =
    operation.body && !operation.multipart
      ? minimalValue(operation.body)
      : WRITES.has(method) && !operation.multipart
        ? {}
        : undefined;
  if (resource) {
    if (resource.at.in === 'params') params[resource.at.name] = resource.id;
    if (resource.at.in === 'query') query[resource.at.name] = resource.id;
    if (resource.at.in === 'body') body = { ...(body as object), [resource.at.name]: resource.id };
  }
  return { params, query, body };
}

/** The request for app.inject: path parameters filled in, the query encoded, a JSON body when there is one. */
export function injectOptions(
  method: string,
  url: string,
  parts: CallParts,
  headers: Record<string, string>,
): InjectOptions {
  const path = url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(parts.params?.[name] ?? '1')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = search.toString();
  return {
    method: method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: {
      ...headers,
      ...(parts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(parts.body !== undefined ? { payload: JSON.stringify(parts.body) } : {}),
  };
}
