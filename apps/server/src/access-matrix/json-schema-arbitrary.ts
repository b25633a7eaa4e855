import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the routes' documents use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

const MAX_STRING = 60;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      const max = schema.maxLength ?? MAX_STRING;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= max);
    } catch {
      // a pattern JavaScript cannot build: plain text below
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, minLength + MAX_STRING));
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min =
    schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : -1_000_000);
  const max =
    schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 0.01) : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Values the schema accepts (as far as JSON Schema says: the server's refinements may still refuse some). */
export function validArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const inner = (): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const union = schema.anyOf ?? schema.oneOf;
    if (union?.length) return fc.oneof(...union.map((part) => validArbitrary(part, depth + 1)));
    if (schema.allOf?.length)
      return validArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
    switch (typeOf(schema)) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validArbitrary(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const required = schema.required ?? [];
        const shape = Object.fromEntries(
          Object.entries(properties).map(([name, part]) => [name, validArbitrary(part, depth + 1)]),
        );
        return fc.record(shape, { requiredKeys: required.filter((name) => name in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  const values = inner();
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))
    ? fc.option(values, { nil: null, freq: 8 })
    : values;
}

/** What a broken or hostile client sends instead: wrong types, missing or extra fields, odd text, any JSON. */
export function invalidArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  const oddText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\ud800',
      'null',
      '-1',
      '1e309',
      "' OR 1=1 --",
      '<script>',
      '../../etc',
    ),
    fc.string({ minLength: 5000, maxLength: 9000 }),
  );
  const oddNumber = fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE);
  const oddValue = fc.oneof(anyJson, oddText, oddNumber);
  if (!schema || typeOf(schema) !== 'object' || !schema.properties) return oddValue;
  const names = Object.keys(schema.properties);
  if (names.length === 0) return oddValue;
  const base = validArbitrary({ ...schema, nullable: false }).map(
    (body) => (body ?? {}) as Record<string, unknown>,
  );
  return fc.oneof(
    oddValue,
    // one field of the wrong kind
    fc
      .tuple(base, fc.constantFrom(...names), oddValue)
      .map(([body, name, value]) => ({ ...body, [name]: value })),
    // a required field left out
    fc
      .tuple(base, fc.constantFrom(...(schema.required?.length ? schema.required : names)))
      .map(([body, name]) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== name))),
    // a field the schema does not know
    fc
      .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), anyJson)
      .map(([body, name, value]) => ({ ...body, [name]: value })),
  );
}

/** The smallest value the schema accepts, built without randomness (the matrix's one body per route). */
export function minimalValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return minimalValue(union[0], depth + 1);
  if (schema.allOf?.length) return minimalValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'date-time') return new Date(Date.now() + 30 * 86_400_000).toISOString();
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.pattern) {
        const sample = fc.sample(stringArbitrary(schema), { numRuns: 1, seed: 1 })[0];
        if (sample !== undefined) return sample;
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items, depth + 1));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, minimalValue(schema.properties?.[name], depth + 1)]),
      );
    default:
      return null;
  }
}
