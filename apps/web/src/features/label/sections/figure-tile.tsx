/** One headline figure of a section: its name over its value. */
export function FigureTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-ink-900 px-3 py-2.5">
      <dt className="text-xs text-mist-400">{label}</dt>
      <dd className="mt-0.5 font-display text-xl font-semibold text-mist-100">{value}</dd>
    </div>
  );
}
