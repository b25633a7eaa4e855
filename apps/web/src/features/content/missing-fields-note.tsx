/** "A", "A and B", "A, B and C". */
function joinNames(names: readonly string[]) {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Beside a send button that stays disabled until every required field is filled (docs/product/content.md): which fields
 * are still empty. The button names it as its description (aria-describedby), so the reason is heard as well as seen.
 */
export function MissingFieldsNote({ id, names }: { id: string; names: readonly string[] }) {
  if (!names.length) return null;
  return (
    <p id={id} className="text-sm text-mist-300">
      Still needed: {joinNames(names)}.
    </p>
  );
}
