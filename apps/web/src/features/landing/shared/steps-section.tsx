import { Section } from '../../../ui/layout.tsx';

/** A numbered "how it works" list of a role page. */
export function StepsSection({
  id,
  eyebrow,
  title,
  lead,
  steps,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
  className?: string;
}) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} className={className ?? 'bg-ink-950/60'}>
      <ol className="grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-ink-600 bg-ink-850 p-6">
            <span
              aria-hidden
              className="inline-flex size-10 items-center justify-center rounded-full bg-wave-400/15 font-display text-lg font-bold text-wave-300"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-mist-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
