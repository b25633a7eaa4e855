import { dashboardRouteFor, REDIRECTING_TO_DASHBOARD } from '@cuepoint/domain/accounts/user-types';
import { useAuth } from '../accounts/auth-context.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { HomeHero } from './home-hero.tsx';
import { ProblemCards } from './problem-cards.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LatestSetsSection } from './latest-sets-section.tsx';
import { BlogTeaser } from './blog-teaser.tsx';
import { PricingBand } from './pricing-band.tsx';
import { ToolsBand } from './tools-band.tsx';
import { NewsletterSection } from '../content/newsletter-section.tsx';
import { Redirect } from '../../app/render/redirect.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

/** Signed-out home; a signed-in user is sent to the dashboard of their role (docs/product/content.md). */
export function HomePage() {
  usePageTitle(undefined);
  const auth = useAuth();
  if (auth.status === 'authenticated' && auth.user) {
    return (
      <Container className="py-24">
        <Spinner label={REDIRECTING_TO_DASHBOARD} />
        <Redirect to={dashboardRouteFor(auth.user.user_type)} />
      </Container>
    );
  }
  // The hero fills a phone's first screen; the sections below it are taken over after it, each in a pass of its own.
  return (
    <>
      <HomeHero />
      <HydrateLater>
        <ProblemCards />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <LatestSetsSection />
      </HydrateLater>
      <HydrateLater>
        <PricingBand />
      </HydrateLater>
      <HydrateLater>
        <BlogTeaser />
      </HydrateLater>
      <HydrateLater>
        <NewsletterSection />
      </HydrateLater>
      <HydrateLater>
        <ToolsBand />
      </HydrateLater>
    </>
  );
}
