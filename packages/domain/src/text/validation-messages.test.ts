import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceError, oneOfMessage, validationMessage } from './validation-messages.ts';

/** The words for each issue of parsing `input` with `schema`, its field named by its path. */
function words(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    validationMessage(issue.path.join('.'), issue as unknown as Parameters<typeof validationMessage>[1]),
  );
}

describe('validationMessage', () => {
  it('names the field and the values, bounds or type it takes in place of the library’s defaults', () => {
    const schema = z.object({
      status: z.enum(['pending', 'accepted']),
      description: z.string().max(5),
      duration: z.number().int().min(1).max(10),
      name: z.string().min(2),
      agree: z.boolean(),
      genres: z.array(z.string()).max(2),
      kind: z.literal('remote'),
      email: z.email(),
      nested: z.object({ count: z.number().positive() }),
    });
    expect(
      words(schema, {
        status: 'declined',
        description: 'too long',
        duration: 1.5,
        name: 'x',
        agree: 'yes',
        genres: ['a', 'b', 'c'],
        kind: 'onsite',
        email: 'nobody',
        nested: { count: 0 },
      }),
    ).toEqual([
      'status must be one of: pending, accepted',
      'description must be at most 5 characters',
      'duration must be a whole number',
      'name must be at least 2 characters',
      'agree must be true or false',
      'genres must be at most 2 items',
      'kind must be remote',
      'email must be an e-mail address',
      'nested.count must be above 0',
    ]);
    expect(words(z.object({ duration: z.number().max(10) }), { duration: 11 })).toEqual([
      'duration must be at most 10',
    ]);
    expect(words(z.object({ duration: z.number() }), {})).toEqual(['duration is required']);
    expect(words(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual(['Unknown field: b']);
  });

  it('keeps a schema’s own message', () => {
    expect(words(z.object({ genre: z.enum(['house'], { error: 'Unknown genre' }) }), { genre: 'x' })).toEqual(
      ['Unknown genre'],
    );
  });

  it('names the first values of a long list and how many there are', () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`);
    expect(oneOfMessage('currency', values)).toBe(
      'currency must be one of the 30 values the API takes (v0, v1, v2, v3, v4, …)',
    );
  });
});

describe('choiceError', () => {
  it('asks for a choice when none was made, and names the values for a wrong one', () => {
    const schema = z.enum(['a', 'b'], {
      error: choiceError('Please choose one', oneOfMessage('pick', ['a', 'b'])),
    });
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Please choose one');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Please choose one');
    expect(schema.safeParse('c').error?.issues[0]?.message).toBe('pick must be one of: a, b');
  });
});
