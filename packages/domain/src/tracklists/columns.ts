/** Header names compare without case, accents, spaces or punctuation: `Start Time` = `start_time` = `StartTime`. */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The index of the first column whose name is one of `aliases` (already normalized, in order of
 * preference), or -1. Columns are always found by name, never by position.
 */
export function findColumn(normalizedHeaders: readonly string[], aliases: readonly string[]): number {
  for (const alias of aliases) {
    const index = normalizedHeaders.indexOf(alias);
    if (index !== -1) return index;
  }
  return -1;
}

export function fieldAt(fields: readonly string[], index: number): string {
  return index === -1 ? '' : (fields[index] ?? '');
}
