/**
 * The first message a failed check gives for each of a form's fields; `field` names the field an issue's first path
 * key belongs to.
 */
export function firstMessages<K extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  field: (key: PropertyKey | undefined) => K,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) found[field(issue.path[0])] ??= issue.message;
  return found;
}
