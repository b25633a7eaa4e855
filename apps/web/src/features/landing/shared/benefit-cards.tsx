import type { ComponentType } from 'react';
import { Section } from '../../../ui/layout.tsx';

export type Benefit = {
  title: string;
  text: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

/** The benefit cards of a role page: a titled section with one card per benefit. */
export function BenefitCards({
  id = 'benefits',
  eyebrow,
  title,
  lead,
  benefits,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  benefits: readonly Benefit[];
}) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead}>
      <ul aria-label={title} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ title: cardTitle, text, icon: Icon }) => (
          <li
            key={cardTitle}
            data-testid="benefit-card"
            className="flex flex-col rounded-2xl border border-ink-600 bg-ink-850 p-6"
          >
            <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="text-xl font-semibold">{cardTitle}</h3>
            <p className="mt-3 flex-1 text-mist-200">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
