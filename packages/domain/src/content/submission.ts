import { z } from 'zod';

/** Contact and bug report answers (docs/product/content.md): a message and the reference the team files it under. */
export const ZSubmissionReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
  reference_id: z.string(),
});
export type TSubmissionReceipt = z.infer<typeof ZSubmissionReceipt>;

/** "CT-7K2M9QXA" / "BUG-…": a prefix and 8 characters from an alphabet without look-alikes (0/O, 1/I). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^(CT|BUG)-[2-9A-HJ-NP-Z]{8}$/;

export function formatReference(prefix: 'CT' | 'BUG', randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}
