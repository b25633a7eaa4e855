import { Mail } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container, PageHero } from '../../ui/layout.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';
import { AboutAudiences, AboutFeatures, AboutPricing, AboutValues } from './about-sections.tsx';

export function AboutPage() {
  usePageTitle(
    'About',
    'Cuepoint is the marketplace and community for DJs, venues, music enthusiasts, producers, labels and tour managers.',
  );
  return (
    <>
      <PageHero
        eyebrow="About Cuepoint"
        title="Built for the people who keep the dance floor moving"
        lead="Cuepoint is the marketplace and community where DJs, venues, music enthusiasts, producers, labels and tour managers find each other — for nights in the room and sets on the stream."
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contact" size="lg">
            Get in touch
          </ButtonLink>
          <ButtonLink to="/cuepoint-stream" size="lg" variant="outline">
            How Cuepoint Stream works
          </ButtonLink>
        </div>
      </PageHero>
      {/* Below the first screen: taken over after the hero, a section at a time. */}
      <HydrateLater>
        <AboutAudiences />
      </HydrateLater>
      <HydrateLater>
        <AboutFeatures />
      </HydrateLater>
      <HydrateLater>
        <AboutPricing />
      </HydrateLater>
      <HydrateLater>
        <AboutValues />
      </HydrateLater>
      <HydrateLater>
        <AboutContact />
      </HydrateLater>
    </>
  );
}

function AboutContact() {
  return (
    <section aria-labelledby="about-contact-title" className="py-16 sm:py-24">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-ink-600 bg-gradient-to-br from-ink-800 to-ink-900 p-8 sm:p-12 lg:flex-row lg:items-center">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-cue-500/15 text-cue-400">
            <Mail className="size-7" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="about-contact-title" className="text-2xl font-bold sm:text-3xl">
              Talk to us
            </h2>
            <p className="mt-2 max-w-2xl text-mist-300">
              Questions, partnerships, press or a venue that wants to try streaming — we read every message
              and reply within one to two business days.
            </p>
          </div>
          <ButtonLink to="/contact" variant="secondary" size="lg">
            Contact Cuepoint
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
