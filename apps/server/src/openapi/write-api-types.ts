/** Writes the web app's API types from the server's OpenAPI document (run before the web's typecheck and build). */
import fs from 'node:fs/promises';
import { API_TYPES_PATH, apiTypesSource } from './api-document.ts';

const source = await apiTypesSource();
const current = await fs.readFile(API_TYPES_PATH, 'utf8').catch(() => undefined);
if (current !== source) await fs.writeFile(API_TYPES_PATH, source);
process.exit(0);
