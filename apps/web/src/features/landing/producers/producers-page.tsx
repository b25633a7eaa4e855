import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BenefitCards } from '../shared/benefit-cards.tsx';
import { demoConfig } from '../shared/demo-config.ts';
import { LandingCta } from '../shared/landing-cta.tsx';
import { LandingPage } from '../shared/landing-page.tsx';
import { SignUpButton } from '../shared/sign-up-button.tsx';
import { StepsSection } from '../shared/steps-section.tsx';
import { PRODUCER_BENEFITS } from './producer-benefits.ts';

const DEMO = demoConfig('producer', 'Producer', () =>
  import('./producer-demo.tsx').then((m) => ({ default: m.ProducerDemo })),
);

const STEPS = [
  {
    title: 'Upload a track',
    text: 'The main track in lossless FLAC or 320 kbps AAC, with its stems, extracted elements and project file if you like.',
  },
  {
    title: 'Set your prices',
    text: 'Price each pack in your own currency. DJs buy exactly what they need for their sets.',
  },
  {
    title: 'Grow with DJs',
    text: 'Follow downloads, stem sales and earnings on your dashboard, run remix contests and teach.',
  },
];

/** /producers (docs/product/content.md): benefits, sign-up as a producer and the demo dashboard. */
export function ProducersPage() {
  usePageTitle(
    'For Producers',
    'Sell stems, extracted elements and DAW projects to DJs, run remix contests and offer DAW training.',
  );
  return (
    <LandingPage
      demo={DEMO}
      hero={{
        eyebrow: 'For Music Producers',
        title: 'Your tracks, stems and skills, in the hands of DJs',
        lead: 'Upload tracks with their stems, extracted elements and DAW projects for DJs, reach the DJ pool, run remix contests and offer paid DAW training.',
        actions: <SignUpButton role="producer">Sign Up as a Producer</SignUpButton>,
        highlights: ['Stems and project sales', 'DJ pool promotion', 'Paid DAW training'],
      }}
    >
      <BenefitCards
        eyebrow="Why Cuepoint"
        title="More from every track you make"
        benefits={PRODUCER_BENEFITS}
      />
      <StepsSection id="how-it-works" eyebrow="How it works" title="From upload to earnings" steps={STEPS} />
      <LandingCta
        title="Put your music in front of DJs"
        text="Sign up as a producer, upload your first track and set your prices."
        role={DEMO}
      />
    </LandingPage>
  );
}
