import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BenefitCards } from '../shared/benefit-cards.tsx';
import { demoConfig } from '../shared/demo-config.ts';
import { LandingCta } from '../shared/landing-cta.tsx';
import { LandingPage } from '../shared/landing-page.tsx';
import { SignUpButton } from '../shared/sign-up-button.tsx';
import { StepsSection } from '../shared/steps-section.tsx';
import { LABEL_BENEFITS } from './label-benefits.ts';

const DEMO = demoConfig('label', 'Label', () =>
  import('./label-demo.tsx').then((m) => ({ default: m.LabelDemo })),
);

const STEPS = [
  {
    title: 'Verify your label',
    text: 'Sign up with LinkedIn so DJs and producers know the label behind the releases is real.',
  },
  {
    title: 'Bring your catalogue',
    text: 'Add releases and their stems, old and new, and choose what goes to the DJ pool.',
  },
  {
    title: 'Watch it work',
    text: 'Stem sales, DJ pool performance and performance-rights coverage on one dashboard.',
  },
];

/** /labels (docs/product/content.md): benefits, sign-up as a label and the demo dashboard. */
export function LabelsPage() {
  usePageTitle(
    'For Labels',
    'Monetize your back catalogue with stems and DJ-ready packages, and promote releases to working DJs.',
  );
  return (
    <LandingPage
      demo={DEMO}
      hero={{
        eyebrow: 'For Record Labels',
        title: 'Your catalogue, back in the booth',
        lead: 'Monetize your back catalogue with stems and DJ-ready packages, promote new releases to the DJs who play your sound and follow every stream of revenue.',
        actions: <SignUpButton role="label">Sign Up as a Label</SignUpButton>,
        highlights: ['Back catalogue monetization', 'DJ pool promotion', 'Performance rights tracking'],
      }}
    >
      <BenefitCards eyebrow="Why Cuepoint" title="Made for labels big and small" benefits={LABEL_BENEFITS} />
      <StepsSection
        id="how-it-works"
        eyebrow="How it works"
        title="From catalogue to the dance floor"
        steps={STEPS}
      />
      <LandingCta
        title="Give your catalogue a second life"
        text="Sign up your label and bring your releases to the DJs who play them."
        role={DEMO}
      />
    </LandingPage>
  );
}
