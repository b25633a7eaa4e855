import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PricingBand } from '../../home/pricing-band.tsx';
import { PLATFORM_FEE_MONEY } from '../../pages/fee-text.ts';
import { BenefitCards } from '../shared/benefit-cards.tsx';
import { demoConfig } from '../shared/demo-config.ts';
import { LandingCta } from '../shared/landing-cta.tsx';
import { LandingPage } from '../shared/landing-page.tsx';
import { SignUpButton } from '../shared/sign-up-button.tsx';
import { StepsSection } from '../shared/steps-section.tsx';
import { DJ_BENEFITS } from './dj-benefits.ts';
import { ResidenciesSection } from './residencies-section.tsx';

const DEMO = demoConfig('dj', 'DJ', () => import('./dj-demo.tsx').then((m) => ({ default: m.DjDemo })));

const STEPS = [
  {
    title: 'Build your profile',
    text: 'Your sets, genres, rate, where you play and whether you take in-person, streamed or co-streamed gigs.',
  },
  {
    title: 'Get requests and offers',
    text: 'Venues and music lovers send requests with their budget. Accept, decline or counter with your own rate.',
  },
  {
    title: 'Play and get paid',
    text: 'The customer’s card is charged only once you accept and the event is confirmed; the payout goes to your account.',
  },
];

/** /djs (docs/product/content.md): benefits, pricing examples and residencies from the fee rules, sign-up, demo. */
export function DjsPage() {
  usePageTitle(
    'For DJs',
    `Get booked in person or as a live stream, set up weekly residencies and get paid directly. ${PLATFORM_FEE_MONEY} per performance hour, no subscription.`,
  );
  const signUp = <SignUpButton role="dj">Sign Up as a DJ</SignUpButton>;
  return (
    <LandingPage
      demo={DEMO}
      hero={{
        eyebrow: 'For DJs',
        title: 'More gigs, fair pay, on the floor or on the stream',
        lead: 'Cuepoint brings venues and music lovers to your booth: in-person nights, live streams into venues anywhere, weekly residencies and co-streamed sets, paid straight to your own account.',
        actions: signUp,
        highlights: [
          'No monthly subscription',
          `${PLATFORM_FEE_MONEY} per performance hour`,
          '48 kHz uncompressed audio',
        ],
      }}
    >
      <BenefitCards eyebrow="Why Cuepoint" title="Built for working DJs" benefits={DJ_BENEFITS} />
      <StepsSection id="how-it-works" eyebrow="How it works" title="From request to payout" steps={STEPS} />
      <PricingBand />
      <ResidenciesSection />
      <LandingCta
        title="Your next booking starts with your profile"
        text="Sign up, add your sets and your rate, and let venues and music lovers find you."
        role={DEMO}
      />
    </LandingPage>
  );
}
