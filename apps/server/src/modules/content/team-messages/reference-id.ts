import crypto from 'node:crypto';
import { formatReference } from '@cuepoint/domain/content/submission';

/** A fresh reference for a contact message (CT-…) or bug report (BUG-…); 32^8 values, checked unique by the table. */
export function newReference(prefix: 'CT' | 'BUG'): string {
  return formatReference(prefix, (size) => crypto.randomInt(size));
}
