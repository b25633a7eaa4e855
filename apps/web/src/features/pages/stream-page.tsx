import { ArrowRight } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container, PageHero } from '../../ui/layout.tsx';
import { StreamFaq } from './stream-faq.tsx';
import { StreamBenefits, StreamSteps, StreamTechnology } from './stream-sections.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

function StreamCtas() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to="/venues" size="lg" icon={<ArrowRight className="size-5" aria-hidden />}>
        Book a Cuepoint Stream
      </ButtonLink>
      <ButtonLink to="/djs" size="lg" variant="outline">
        DJ: Increase Your Reach
      </ButtonLink>
    </div>
  );
}

/** Marketing page for the stream (docs/product/content.md). */
export function StreamPage() {
  usePageTitle(
    'Cuepoint Stream',
    'Live DJ sets streamed into venues in uncompressed 48 kHz PCM audio. Venues book, DJs perform live, venues receive.',
  );
  return (
    <>
      <PageHero
        eyebrow="Cuepoint Stream"
        title="Live DJ sets, streamed straight into your venue"
        lead="Venues book, DJs perform live from wherever they are, and venues receive the set in uncompressed 48 kHz audio through their own sound system."
      >
        <StreamCtas />
      </PageHero>
      {/* Below the hero: each section is taken over after the first screen, in a pass of its own. */}
      <HydrateLater>
        <StreamSteps />
      </HydrateLater>
      <HydrateLater>
        <StreamBenefits />
      </HydrateLater>
      <HydrateLater>
        <StreamTechnology />
      </HydrateLater>
      <HydrateLater>
        <section id="faq" aria-labelledby="faq-title" className="bg-ink-950/60 py-16 sm:py-24">
          <Container className="lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
            <div className="mb-10 lg:mb-0">
              <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">
                For visitors
              </p>
              <h2 id="faq-title" className="text-3xl font-bold sm:text-4xl lg:text-5xl">
                Going to a Cuepoint Stream night?
              </h2>
              <p className="mt-4 text-lg text-mist-300">
                What to expect on the dance floor when the DJ is live on the stream.
              </p>
            </div>
            <StreamFaq />
          </Container>
        </section>
      </HydrateLater>
      <HydrateLater>
        <section aria-labelledby="stream-cta-title" className="py-16 sm:py-24">
          <Container>
            <div className="rounded-3xl border border-ink-600 bg-gradient-to-br from-cue-500/15 via-ink-850 to-wave-400/10 p-8 sm:p-12">
              <h2 id="stream-cta-title" className="max-w-2xl text-3xl font-bold sm:text-4xl">
                Bring the next set to your floor, or your set to more floors
              </h2>
              <p className="mt-4 max-w-2xl text-lg text-mist-300">
                Venues: find a DJ and book your first stream. DJs: play for rooms in other cities without
                leaving your studio.
              </p>
              <div className="mt-8">
                <StreamCtas />
              </div>
            </div>
          </Container>
        </section>
      </HydrateLater>
    </>
  );
}
