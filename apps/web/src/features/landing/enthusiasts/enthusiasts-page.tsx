import { LogIn } from 'lucide-react';
import { HOURLY_BUDGET } from '@cuepoint/domain/booking/constants';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Button } from '../../../ui/button.tsx';
import { preloadModal } from '../../../ui/lazy-modal.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { useAuthModals } from '../../accounts/auth-modals.tsx';
import { BenefitCards } from '../shared/benefit-cards.tsx';
import { demoConfig } from '../shared/demo-config.ts';
import { LandingCta } from '../shared/landing-cta.tsx';
import { LandingPage } from '../shared/landing-page.tsx';
import { SignUpButton } from '../shared/sign-up-button.tsx';
import { StepsSection } from '../shared/steps-section.tsx';
import { ENTHUSIAST_BENEFITS } from './enthusiast-benefits.ts';

const DEMO = demoConfig('enthusiast', 'Music Enthusiast', () =>
  import('./enthusiast-demo.tsx').then((m) => ({ default: m.EnthusiastDemo })),
);

const STEPS = [
  {
    title: 'Describe your event',
    text: `The date, how long, in person or streamed, and an hourly budget from ${HOURLY_BUDGET.min} to ${HOURLY_BUDGET.max}.`,
  },
  {
    title: 'DJs answer',
    text: 'The DJ you chose answers first; if they cannot, similar DJs see your request. Compare their offers.',
  },
  {
    title: 'Confirm and dance',
    text: 'Accept the offer you like and confirm the booking. Your card is charged only shortly before the event.',
  },
];

/** Signed in already, there is nothing to sign in to: the sign-up button beside it leads to the dashboard. */
function SignInButton() {
  const auth = useAuth();
  const modals = useAuthModals();
  if (auth.status === 'authenticated') return null;
  return (
    <Button
      variant="secondary"
      size="lg"
      icon={<LogIn className="size-5" aria-hidden />}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={() => modals.openSignIn('enthusiast')}
    >
      Sign In as Music Enthusiast
    </Button>
  );
}

/** /enthusiasts (docs/product/content.md): sign-up and sign-in as a music enthusiast, and the demo. */
export function EnthusiastsPage() {
  usePageTitle(
    'For Music Enthusiasts',
    'Book DJs for private events with a clear budget, pay nothing until a DJ accepts, and follow the artists you love.',
  );
  return (
    <LandingPage
      demo={DEMO}
      hero={{
        eyebrow: 'For Music Enthusiasts',
        title: 'Book a real DJ for your event, follow the ones you love',
        lead: 'Request a DJ for your party with a clear hourly budget, pay nothing until a DJ accepts, and hear when your favorite artists play near you.',
        actions: (
          <>
            <SignUpButton role="enthusiast">Sign Up as a Music Enthusiast</SignUpButton>
            <SignInButton />
          </>
        ),
        highlights: [
          'Private parties and streams',
          'No charge until a DJ accepts',
          'Alerts when DJs play nearby',
        ],
      }}
    >
      <BenefitCards
        eyebrow="Why Cuepoint"
        title="More music, less guesswork"
        benefits={ENTHUSIAST_BENEFITS}
      />
      <StepsSection
        id="how-it-works"
        eyebrow="How it works"
        title="Booking a DJ in three steps"
        steps={STEPS}
      />
      <LandingCta
        title="Find the DJ for your next night"
        text="Sign up free, tell us the artists you love and send your first request."
        role={DEMO}
      />
    </LandingPage>
  );
}
