import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { djProfilePath, DJ_PROFILE_MESSAGES } from '@cuepoint/domain/djs/profile-rules';
import { djProfileDescription, isShownPublicSet } from '@cuepoint/domain/djs/public-profile';
import { couldBeDjSlug } from '@cuepoint/domain/djs/reserved-slugs';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { usePageOrigin } from '../../app/render/page-render-record.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { useDocumentMeta } from '../blog/use-document-meta.ts';
import { useDjPublicPage, type DjPageRef, type TProfilePage } from './dj-profile-api.ts';
import { ProfileHero } from './profile-hero.tsx';
import { SocialLinks } from './social-links.tsx';
import { AvailabilityList } from './availability-list.tsx';
import { UpcomingSet } from './upcoming-set.tsx';
import { SetsCarousel } from './sets-carousel.tsx';
import { DjReviews } from '../reviews/dj-rating.tsx';
import { SimilarDjsSection } from '../matchmaking/similar-djs-section.tsx';

const MAX_ID = 2_147_483_647;

/** The DJ a route names: /{slug} when the segment could be a slug, /dj/{id} when the id is a whole number. */
function refOf(params: { slug?: string | undefined; id?: string | undefined }): DjPageRef | undefined {
  if (params.id !== undefined) {
    const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
    return id >= 1 && id <= MAX_ID ? { id } : undefined;
  }
  return params.slug && couldBeDjSlug(params.slug) ? { slug: params.slug } : undefined;
}

/** A titled part of the DJ's page; its heading names it. */
function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A DJ's public profile (docs/product/djs.md), at /{slug} and at /dj/{id} (whose canonical address is
 * /{slug}). A DJ that does not exist is the 404 page, headed 'DJ Not Found', with a link back to /venues.
 */
export function DjProfilePage() {
  const params = useParams();
  const ref = refOf(params);
  const query = useDjPublicPage(ref);

  if (!ref) {
    // A segment no DJ slug can have (an app route's own, a file name): the plain 404 page.
    return params.id !== undefined ? <DjNotFound /> : <NotFoundPage />;
  }
  if (query.isPending) return <ProfileLoading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return <DjNotFound serverError={error.message} />;
    }
    return <ProfileUnavailable message={error.message} retry={() => void query.refetch()} />;
  }
  return <DjProfile profile={query.data} />;
}

/**
 * 'DJ Not Found' (docs/product/djs.md) with the server's words when it says why, the page's own (docs/product/djs.md)
 * when the DJ simply does not exist, and a link back to /venues.
 */
function DjNotFound({ serverError }: { serverError?: string }) {
  const message =
    serverError && serverError !== DJ_PROFILE_MESSAGES.notFound
      ? serverError
      : DJ_PROFILE_MESSAGES.pageNotFound;
  return (
    <NotFoundPage
      title={DJ_PROFILE_MESSAGES.notFoundTitle}
      message={message}
      back={{ to: '/venues', label: 'Back to venues' }}
    />
  );
}

function ProfileLoading() {
  usePageTitle('DJ profile');
  return (
    <Container className="py-24">
      <Spinner label="Loading the DJ profile…" />
    </Container>
  );
}

/**
 * docs/product/djs.md: an error shows 'DJ Not Found' with the server's error; one that may pass offers to try again.
 */
function ProfileUnavailable({ message, retry }: { message: string; retry: () => void }) {
  usePageTitle(DJ_PROFILE_MESSAGES.notFoundTitle);
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{DJ_PROFILE_MESSAGES.notFoundTitle}</h1>
      <p role="alert" className="mt-4 text-lg text-mist-300">
        {message || DJ_PROFILE_MESSAGES.notFound}
      </p>
      <Button className="mt-8" variant="outline" onClick={retry}>
        Try again
      </Button>
    </Container>
  );
}

function DjProfile({ profile }: { profile: TProfilePage }) {
  const origin = usePageOrigin();
  const description = djProfileDescription(profile);
  usePageTitle(profile.stage_name, description);
  useDocumentMeta({
    title: profile.stage_name,
    description,
    url: `${origin}${djProfilePath(profile.slug)}`,
    image: profile.profile_image_url ?? profile.banner_image_url,
    type: 'profile',
  });
  const sets = profile.sets.filter(isShownPublicSet);
  const name = profile.stage_name;

  return (
    <article aria-labelledby="dj-name">
      <ProfileHero profile={profile} />
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="space-y-10">
          <section aria-labelledby="dj-bio-title">
            <h2 id="dj-bio-title" className="text-2xl font-bold">
              About {name}
            </h2>
            {profile.bio.trim() ? (
              <p className="mt-4 max-w-3xl whitespace-pre-line text-lg leading-relaxed text-mist-200">
                {profile.bio}
              </p>
            ) : (
              <p className="mt-4 text-mist-300">{name} has not written a bio yet.</p>
            )}
          </section>
          {/* The hero and the bio are the first screen; the sections after them are taken over later, each alone. */}
          <HydrateLater>
            <ProfileSection id="dj-links-title" title="Links">
              <SocialLinks links={profile.social_links} websiteUrl={profile.website_url} djName={name} />
            </ProfileSection>
          </HydrateLater>
          <HydrateLater>
            <DjReviews djId={profile.user_id} djName={name} />
          </HydrateLater>
          <HydrateLater>
            <SimilarDjsSection djId={profile.user_id} djName={name} />
          </HydrateLater>
        </div>
        <aside className="space-y-10" aria-label={`${name}'s dates`}>
          <HydrateLater>
            <ProfileSection id="dj-upcoming-title" title="Upcoming set">
              <UpcomingSet event={profile.upcoming_event} djName={name} />
            </ProfileSection>
            <ProfileSection id="dj-availability-title" title="Travel availability">
              <AvailabilityList periods={profile.availability_periods} djName={name} />
            </ProfileSection>
          </HydrateLater>
        </aside>
      </Container>
      <HydrateLater>
        <section aria-labelledby="dj-sets-title" className="border-t border-ink-700 bg-ink-950/60">
          <Container className="py-10 sm:py-14">
            <h2 id="dj-sets-title" className="text-2xl font-bold">
              Sets{sets.length ? <span className="ml-2 text-mist-400">({sets.length})</span> : null}
            </h2>
            <div className="mt-6">
              <SetsCarousel sets={sets} djName={name} />
            </div>
          </Container>
        </section>
      </HydrateLater>
    </article>
  );
}
