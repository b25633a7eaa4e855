/**
 * The API's OpenAPI document and the TypeScript types the web app reads from it, made without a listening server:
 * the app is built on an in-memory database and asked for its document.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { API_PREFIX, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

export async function apiDocument(): Promise<unknown> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-openapi-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const database = await openDatabase({});
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

type ApiDocument = { paths?: Record<string, unknown> };

/** The API's own paths, named as the web app's client names them: without the `/api/v14` prefix it adds. */
function apiPathsOnly(document: ApiDocument): ApiDocument {
  const paths = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
    .map(([path, methods]) => [path.slice(API_PREFIX.length), methods] as const);
  return { ...document, paths: Object.fromEntries(paths) };
}

const HEADER = '// The API as the server documents it; written by `npm run api-types`. Do not edit.\n\n';

/** The generated types, as written to the web app's api-types.d.ts. */
export async function apiTypesSource(): Promise<string> {
  const document = apiPathsOnly((await apiDocument()) as ApiDocument);
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    exportType: true,
  });
  return HEADER + astToString(ast);
}

export const API_TYPES_PATH = path.resolve(import.meta.dirname, '../../../web/src/lib/api-types.d.ts');
