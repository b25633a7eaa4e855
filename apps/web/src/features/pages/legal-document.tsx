import type { ReactNode } from 'react';
import { PageHero, Container } from '../../ui/layout.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

export type LegalSection = { id: string; title: string; content: ReactNode };

/**
 * A long legal text: hero, an "On this page" table of contents with anchor links, then numbered sections.
 * The contents sit beside the text on wide screens (sticky) and above it on phones.
 */
export function LegalDocument({
  title,
  lead,
  updated,
  sections,
  children,
}: {
  title: string;
  lead: ReactNode;
  updated: string;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lead={lead}>
        <p className="text-sm text-mist-300">
          Last updated <time className="font-semibold text-mist-100">{updated}</time>
        </p>
      </PageHero>
      {/* Below the hero: the contents and the text are taken over after the first screen. */}
      <HydrateLater>
        <Container className="py-12 sm:py-16">
          <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[18rem_minmax(0,1fr)]">
            <nav aria-labelledby="toc-title" className="mb-10 lg:mb-0">
              <div className="rounded-2xl border border-ink-600 bg-ink-850 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
                <h2
                  id="toc-title"
                  className="text-sm font-semibold uppercase tracking-[0.15em] text-mist-300"
                >
                  On this page
                </h2>
                <ol className="mt-4 space-y-1 text-sm">
                  {sections.map((section, index) => (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        className="flex gap-2 rounded-md px-2 py-1.5 text-mist-200 hover:bg-ink-700 hover:text-cue-300"
                      >
                        <span className="w-5 shrink-0 text-right tabular-nums text-mist-400">
                          {index + 1}.
                        </span>
                        <span>{section.title}</span>
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
            <div className="prose-cue max-w-3xl [&>section:first-child>h2]:mt-0">
              {children}
              {sections.map((section, index) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  className="scroll-mt-24"
                >
                  <h2 id={`${section.id}-title`}>
                    <span className="mr-2 text-cue-400">{index + 1}.</span>
                    {section.title}
                  </h2>
                  {section.content}
                </section>
              ))}
            </div>
          </div>
        </Container>
      </HydrateLater>
    </>
  );
}
