import { Mail } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { CalloutBand } from '../../ui/callout-band.tsx';
import { PageHero } from '../../ui/layout.tsx';
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
    <CalloutBand
      id="about-contact-title"
      icon={<Mail className="size-7" aria-hidden />}
      iconClassName="bg-cue-500/15 text-cue-400"
      title="Talk to us"
      action={
        <ButtonLink to="/contact" variant="secondary" size="lg">
          Contact Cuepoint
        </ButtonLink>
      }
    >
      Questions, partnerships, press or a venue that wants to try streaming — we read every message and reply
      within one to two business days.
    </CalloutBand>
  );
}
