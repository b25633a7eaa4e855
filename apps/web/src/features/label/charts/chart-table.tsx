import type { ReactNode } from 'react';

export type TableColumn = { name: string; align?: 'start' | 'end' };

/**
 * The figures of a chart as a table, behind a disclosure anyone can open (keyboard, screen reader, or someone who
 * prefers numbers to shapes). The first cell of each row names it.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly TableColumn[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer select-none rounded text-mist-300 hover:text-mist-100">
        Show the figures as a table
      </summary>
      {/* Focusable, so a keyboard can scroll it when a narrow screen cuts it off. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-ink-600 text-xs uppercase tracking-wide text-mist-400">
              {columns.map((column) => (
                <th
                  key={column.name}
                  scope="col"
                  className={column.align === 'end' ? 'px-2 py-1.5 text-right' : 'px-2 py-1.5'}
                >
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([head, ...cells], index) => (
              <tr key={index} className="border-b border-ink-700 last:border-0">
                <th scope="row" className="px-2 py-1.5 font-medium text-mist-200">
                  {head}
                </th>
                {cells.map((cell, cellIndex) => (
                  <td
                    key={cellIndex}
                    className={
                      columns[cellIndex + 1]?.align === 'end'
                        ? 'px-2 py-1.5 text-right tabular-nums text-mist-200'
                        : 'px-2 py-1.5 text-mist-200'
                    }
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
