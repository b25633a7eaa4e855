import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Container } from '../../../ui/layout.tsx';
import { Spinner } from '../../../ui/feedback.tsx';
import { DemoBanner } from './demo-banner.tsx';
import type { DemoConfig } from './demo-config.ts';
import { DemoToggle } from './demo-toggle.tsx';

export type LandingHeroContent = {
  eyebrow: string;
  title: string;
  lead: string;
  /** The sign-up (and sign-in) buttons; the demo toggle is added beside them. */
  actions: ReactNode;
  highlights?: readonly string[];
};

/** A 30rem glow whose box would sit 10% past the left edge and 12rem below the bottom, at a tenth of its colour. */
const LOWER_GLOW: CSSProperties = {
  backgroundImage:
    'radial-gradient(circle 15rem at calc(-10% + 15rem) calc(100% - 3rem), color-mix(in oklab, var(--color-wave-400) 10%, transparent), transparent)',
};

function LandingHero({ hero, toggle }: { hero: LandingHeroContent; toggle: ReactNode }) {
  return (
    <section
      aria-labelledby="landing-title"
      className="relative isolate overflow-hidden border-b border-ink-700 bg-ink-950"
    >
      {/* The lower glow is a background of the layer, not a box of its own: when the web fonts arrive and the hero's
          height changes, a box anchored to its bottom would move (a layout shift); a background just repaints. */}
      <div aria-hidden className="absolute inset-0 -z-10" style={LOWER_GLOW}>
        <div className="absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-[radial-gradient(closest-side,var(--color-cue-500),transparent)] opacity-20" />
      </div>
      <Container className="py-16 sm:py-24">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">{hero.eyebrow}</p>
        <h1
          id="landing-title"
          className="max-w-4xl text-4xl font-bold leading-[1.05] sm:text-5xl lg:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-mist-300 sm:text-xl">{hero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          {hero.actions}
          {toggle}
        </div>
        {hero.highlights?.length ? (
          <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm text-mist-300">
            {hero.highlights.map((text) => (
              <li key={text} className="inline-flex items-center gap-2">
                <span className="size-2 rounded-full bg-wave-400" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}

/**
 * A role landing page (docs/product/content.md): the hero with its sign-up buttons and the demo toggle, then the page's
 * sections. "Demo: View … Dashboard" swaps the sections for the demo dashboard on sample data, under a banner that
 * says so; "Demo: Log Out" brings the page back. Focus follows: to the banner, then back to the toggle.
 */
export function LandingPage({
  hero,
  demo,
  children,
}: {
  hero: LandingHeroContent;
  /** The role's demo dashboard; without one the page shows no toggle. */
  demo?: DemoConfig | undefined;
  children: ReactNode;
}) {
  const [demoOn, setDemoOn] = useState(false);
  const moved = useRef(false);
  const bannerHeading = useRef<HTMLHeadingElement>(null);
  const heroToggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    if (demoOn) {
      window.scrollTo({ top: 0 });
      bannerHeading.current?.focus();
    } else {
      heroToggle.current?.focus();
    }
  }, [demoOn]);

  const toggle = () => {
    moved.current = true;
    setDemoOn((on) => !on);
  };

  if (demoOn && demo) {
    const { Dashboard } = demo;
    return (
      <div data-testid="demo-dashboard">
        <DemoBanner
          ref={bannerHeading}
          demo={demo}
          toggle={<DemoToggle demo={demo} on onToggle={toggle} />}
        />
        <Suspense
          fallback={
            <Container className="py-24">
              <Spinner label={`Loading the demo ${demo.label} dashboard`} />
            </Container>
          }
        >
          <Dashboard />
        </Suspense>
      </div>
    );
  }
  return (
    <>
      <LandingHero
        hero={hero}
        toggle={demo ? <DemoToggle ref={heroToggle} demo={demo} on={false} onToggle={toggle} /> : null}
      />
      {children}
    </>
  );
}
