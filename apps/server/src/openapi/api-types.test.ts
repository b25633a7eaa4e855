import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_PATH, apiTypesSource } from './api-document.ts';

describe("the web app's API types", () => {
  it('are what the server documents now (run `npm run api-types` and commit the file)', async () => {
    const committed = await fs.readFile(API_TYPES_PATH, 'utf8');
    expect(committed === (await apiTypesSource())).toBe(true);
  }, 180_000);

  it('name the API paths without the version prefix, and the parameters each route documents', async () => {
    const source = await fs.readFile(API_TYPES_PATH, 'utf8');
    expect(source).toContain('\n    "/bookings/{id}": {');
    expect(source).not.toContain('"/api/v14/');
    expect(source).not.toMatch(/additionalProperties\?: /);
    expect(source).toMatch(/"\/suggestions\.php": \{[\s\S]*?query\?: \{\s*limit\?: unknown;\s*q\?: unknown;/);
  });
});
