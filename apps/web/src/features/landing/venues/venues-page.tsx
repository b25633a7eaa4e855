import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { BenefitCards } from '../shared/benefit-cards.tsx';
import { demoConfig } from '../shared/demo-config.ts';
import { LandingCta } from '../shared/landing-cta.tsx';
import { LandingPage } from '../shared/landing-page.tsx';
import { SignUpButton } from '../shared/sign-up-button.tsx';
import { StepsSection } from '../shared/steps-section.tsx';
import { VENUE_BENEFITS } from './venue-benefits.ts';

const DEMO = demoConfig('venue', 'Venue', () =>
  import('./venue-demo.tsx').then((m) => ({ default: m.VenueDemo })),
);

const STEPS = [
  {
    title: 'Tell us about your night',
    text: 'Date, length, in person or streamed, your hourly budget and a few DJs your crowd loves.',
  },
  {
    title: 'Compare offers',
    text: 'DJs answer with their rate. Accept, decline or negotiate a counter offer, all in your dashboard.',
  },
  {
    title: 'Confirm and enjoy',
    text: 'Review the booking, agree the contract terms and confirm. The card is charged only shortly before the event.',
  },
];

/** /venues (docs/product/content.md): six benefit cards, "Sign Up as a Venue" and the demo dashboard. */
export function VenuesPage() {
  usePageTitle(
    'For Venues',
    'Book DJs for your floor or stream them in live from anywhere, co-stream headline sets and run weekly residencies.',
  );
  return (
    <LandingPage
      demo={DEMO}
      hero={{
        eyebrow: 'For Venues',
        title: 'Book DJs for your floor, or stream them in from anywhere',
        lead: 'Clubs, bars and event spaces find the right DJ by genre and budget, book in person or as a live stream, share headline sets with other venues and pay nothing until a DJ accepts.',
        actions: <SignUpButton role="venue">Sign Up as a Venue</SignUpButton>,
        highlights: [
          'In-person and streamed DJs',
          'Co-streamed headline sets',
          'No charge until a DJ accepts',
        ],
      }}
    >
      <BenefitCards
        eyebrow="Why Cuepoint"
        title="Everything a venue needs to book DJs"
        benefits={VENUE_BENEFITS}
      />
      <StepsSection
        id="how-it-works"
        eyebrow="How it works"
        title="From request to a full floor"
        steps={STEPS}
      />
      <LandingCta
        title="Bring the next set to your floor"
        text="Sign up your venue, add your events and send your first request in minutes."
        role={DEMO}
      >
        <ButtonLink to="/cuepoint-stream" size="lg" variant="outline">
          How Cuepoint Stream works
        </ButtonLink>
      </LandingCta>
    </LandingPage>
  );
}
