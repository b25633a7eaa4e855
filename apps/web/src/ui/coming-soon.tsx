import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { ButtonLink } from './button.tsx';
import { Container } from './layout.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** The designed notice for a screen whose feature has not launched yet; `actions` replace the default ways on. */
export function ComingSoon({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-cue-500/15 text-cue-400">
          <Sparkles className="size-8" aria-hidden />
        </span>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-wave-400">Coming soon</p>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-mist-300">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions ?? (
            <>
              <ButtonLink to="/">Back to home</ButtonLink>
              <ButtonLink to="/blog" variant="outline">
                Read the blog
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </Container>
  );
}
