import { CalendarPlus, MapPin, Music2 } from 'lucide-react';
import type { TVenueProfile } from '@cuepoint/domain/venues/venue-profile';
import { VENUE_TYPE_LABELS, type TVenueType } from '@cuepoint/domain/accounts/fields';
import { ButtonLink } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { BannerUploadArea } from '../../../ui/banner-upload-area.tsx';
import type { PreviewedUpload } from '../../../lib/use-previewed-upload.ts';
import { Container } from '../../../ui/layout.tsx';
import { orNotSpecified, placeText } from '../venue-format.ts';
import { useBannerUpload } from './use-banner-upload.ts';

export const BOOK_DJ_PATH = '/venue-dashboard/book-dj';

/**
 * The dashboard's top (docs/product/venues.md): the banner (uploadable with a preview and progress), the venue's name
 * and where it is, and the Book a DJ call to action.
 */
export function VenueBanner({ profile }: { profile: TVenueProfile }) {
  return <VenueBannerView profile={profile} banner={useBannerUpload()} />;
}

/** What the banner shows and how a new image is taken: the dashboard uploads it, the role page's demo previews it. */
export type BannerPicker = PreviewedUpload;

export function VenueBannerView({ profile, banner }: { profile: TVenueProfile; banner: BannerPicker }) {
  const src = banner.preview ?? profile.banner_image_url;
  const place = placeText(profile.city, profile.country);
  const location = [profile.address.trim(), place].filter(Boolean).join(', ');
  const type = VENUE_TYPE_LABELS[profile.venue_type as TVenueType];

  return (
    <header className="border-b border-ink-700 bg-ink-950">
      <BannerUploadArea
        src={src}
        banner={banner}
        testId="venue-banner-image"
        gradientClassName="bg-[linear-gradient(120deg,var(--color-ink-800),var(--color-wave-500)_160%)]"
      />
      <Container className="flex flex-col gap-4 py-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">Venue Dashboard</p>
          <h1 className="mt-1 break-words text-3xl font-bold sm:text-4xl">{profile.venue_name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-mist-300">
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-mist-400" aria-hidden />
              <span className="sr-only">Location: </span>
              {orNotSpecified(location)}
            </span>
            {type ? (
              <Badge tone="wave">
                <Music2 className="size-3" aria-hidden />
                {type}
              </Badge>
            ) : null}
          </div>
        </div>
        <ButtonLink
          to={BOOK_DJ_PATH}
          size="lg"
          className="w-full shrink-0 sm:w-auto"
          icon={<CalendarPlus className="size-5" aria-hidden />}
        >
          Book a DJ
        </ButtonLink>
      </Container>
    </header>
  );
}
