import { z } from 'zod';

/** `{ success: true, data, ...named }`: the spec's success body; named fields sit beside data (token, user, posts…). */
export function ok<T, N extends Record<string, unknown> = Record<string, never>>(data: T, named?: N) {
  return { success: true as const, data, ...(named ?? ({} as N)) };
}

export function fail(error: string, extra?: Record<string, unknown>) {
  return { success: false as const, error, ...extra };
}

export const ZErrorBody = z.object({ success: z.literal(false), error: z.string() });

/** Response schema helper: the envelope around a data schema plus optional named top-level fields. */
export function envelope<D extends z.ZodType, N extends z.ZodRawShape = Record<string, never>>(data: D, named?: N) {
  return z.object({ success: z.literal(true), data, ...(named ?? ({} as N)) });
}
