import { expect } from 'vitest';

/** A refused input: what was sent, and the answer's status and error message. */
export type Refusal = [payload: unknown, status: number, error: string];

/** Sends each payload through `send` and expects its status and error message, labelled by the payload. */
export async function expectRefusals(
  send: (payload: never) => Promise<{ status: number; error: unknown }>,
  refusals: Refusal[],
): Promise<void> {
  for (const [payload, status, error] of refusals) {
    expect(await send(payload as never), JSON.stringify(payload)?.slice(0, 200)).toEqual({ status, error });
  }
}
