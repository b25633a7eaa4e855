import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidArbitrary, minimalValue, validArbitrary, type JsonSchema } from './json-schema-arbitrary.ts';
import { missingDeclarations } from './route-table.ts';

const offer: JsonSchema = {
  type: 'object',
  properties: {
    hourly_rate: { type: 'number', minimum: 1, maximum: 10_000 },
    message: { type: 'string', maxLength: 20 },
    terms: { type: 'string', enum: ['50_50', 'upfront'] },
    at: { type: 'string', format: 'date-time' },
    code: { type: 'string', pattern: '^[A-Z]{3}$' },
    tags: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 9 }, maxItems: 3 },
    note: { type: 'string', nullable: true },
  },
  required: ['hourly_rate', 'terms'],
  additionalProperties: false,
};

describe('arbitraries from JSON Schema', () => {
  it('valid values keep to the schema', () => {
    for (const value of fc.sample(validArbitrary(offer), { numRuns: 200, seed: 1 })) {
      const body = value as Record<string, unknown>;
      expect(body['hourly_rate']).toBeGreaterThanOrEqual(1);
      expect(body['hourly_rate']).toBeLessThanOrEqual(10_000);
      expect(['50_50', 'upfront']).toContain(body['terms']);
      if (body['message'] !== undefined) expect((body['message'] as string).length).toBeLessThanOrEqual(20);
      if (body['at'] !== undefined) expect(Number.isNaN(Date.parse(body['at'] as string))).toBe(false);
      if (body['code'] !== undefined) expect(body['code']).toMatch(/^[A-Z]{3}$/);
      if (body['tags'] !== undefined) expect((body['tags'] as number[]).every(Number.isInteger)).toBe(true);
      expect(Object.keys(body).every((key) => key in offer.properties!)).toBe(true);
    }
  });

  it('invalid values include wrong kinds, missing required fields and unknown fields', () => {
    const samples = fc.sample(invalidArbitrary(offer), { numRuns: 300, seed: 2 });
    const objects = samples.filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null);
    expect(objects.some((body) => !('terms' in body) || !('hourly_rate' in body))).toBe(true);
    expect(objects.some((body) => Object.keys(body).some((key) => !(key in offer.properties!)))).toBe(true);
    expect(samples.some((s) => typeof s !== 'object' || s === null || Array.isArray(s))).toBe(true);
  });

  it('the minimal value has the required fields only, each at its smallest', () => {
    expect(minimalValue(offer)).toEqual({ hourly_rate: 1, terms: '50_50' });
  });
});

describe('missing declarations', () => {
  it('name the route, where it is registered and the declaration to add', () => {
    const route = {
      method: 'POST',
      schema: undefined,
      access: undefined,
      registeredAt: 'apps/server/src/features/x/routes.ts:12',
    };
    expect(
      missingDeclarations([
        { ...route, url: '/api/v14/admin/things/:id' },
        { ...route, url: '/api/v14/things/:id' },
        { ...route, url: '/api/v14/things', access: { kind: 'public' } },
      ]),
    ).toEqual([
      'POST /api/v14/admin/things/:id (apps/server/src/features/x/routes.ts:12): add `config: { access: access.operator() }` to its options (see apps/server/src/http/route-access.ts)',
      "POST /api/v14/things/:id (apps/server/src/features/x/routes.ts:12): add `config: { access: access.owner('<resource>', ['<role>', …]) }` to its options (see apps/server/src/http/route-access.ts)",
    ]);
  });
});
