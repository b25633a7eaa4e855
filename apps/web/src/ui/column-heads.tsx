/** A table's heading row: one column heading for each name, with its own classes. */
export function ColumnHeads({
  columns,
  className,
}: {
  columns: ReadonlyArray<readonly [name: string, className: string]>;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map(([name, cellClassName]) => (
        <th key={name} scope="col" className={cellClassName}>
          {name}
        </th>
      ))}
    </tr>
  );
}
