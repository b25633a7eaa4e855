import { z } from 'zod';

/** `{ success: true, data }`: the spec's success body. Calls with named top-level fields spread this and add them. */
export function ok<T>(data: T) {
  return { success: true as const, data };
}

/** `{ success: false, error, code }`: the spec's failure body, with the machine code the web switches on. */
export function fail(code: string, error: string, extra?: Record<string, unknown>) {
  return { success: false as const, error, code, ...extra };
}

export const ZErrorBody = z.object({ success: z.literal(false), error: z.string(), code: z.string() });

/** Response schema of the envelope around a data schema. */
export function envelope<D extends z.ZodType>(data: D) {
  return z.object({ success: z.literal(true), data });
}
