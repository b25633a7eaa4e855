import { Camera, ExternalLink, MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DJ_AVAILABILITY_TYPE_LABELS } from '@cuepoint/domain/djs/profile-rules';
import { Container } from '../../../ui/layout.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import type { DashboardProfile } from '../dashboard-api.ts';
import { locationText } from '../format.ts';
import { ImagePicker, UploadProgressBar } from '../../../ui/image-picker.tsx';
import { useImageUpload } from './use-image-upload.ts';
import { BannerUploadArea } from '../../../ui/banner-upload-area.tsx';
import type { PreviewedUpload } from '../../../lib/use-previewed-upload.ts';

/** The dashboard's top: banner and profile image (each uploadable with a preview and progress), name and location. */
export function ProfileHeader({ profile }: { profile: DashboardProfile }) {
  return (
    <ProfileHeaderView
      profile={profile}
      banner={useImageUpload('banner')}
      avatar={useImageUpload('profile')}
    />
  );
}

/** A picked image and its upload: the dashboard uploads it, the role page's demo only previews it. */
export type ImageUploadState = PreviewedUpload;

/** The header drawn from a profile (the DJ's own, or the DJs page demo's sample one). */
export function ProfileHeaderView({
  profile,
  banner,
  avatar,
}: {
  profile: DashboardProfile;
  banner: ImageUploadState;
  avatar: ImageUploadState;
}) {
  const bannerSrc = banner.preview ?? profile.banner_image_url;
  const avatarSrc = avatar.preview ?? profile.profile_image_url;
  const location = locationText(profile.current_location);

  return (
    <header className="border-b border-ink-700 bg-ink-950">
      <div className="relative">
        <BannerUploadArea
          src={bannerSrc}
          banner={banner}
          testId="banner-image"
          gradientClassName="bg-[linear-gradient(120deg,var(--color-ink-800),var(--color-cue-500)_140%)]"
        />
      </div>
      <Container className="relative pb-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
          <div className="relative -mt-14 w-fit shrink-0 sm:-mt-16">
            <div className="size-28 overflow-hidden rounded-full border-4 border-ink-950 bg-ink-800 sm:size-32">
              {avatarSrc ? (
                <img
                  src={avatarSrc}
                  alt={`${profile.stage_name}'s profile image`}
                  className="size-full object-cover"
                  data-testid="profile-image"
                  data-preview={avatar.preview ? 'true' : undefined}
                />
              ) : (
                <span className="flex size-full items-center justify-center text-mist-400">
                  <UserRound className="size-12" aria-hidden />
                </span>
              )}
            </div>
            <div className="absolute -bottom-1 -right-1">
              <ImagePicker
                label="Change profile image"
                onPick={(file) => void avatar.upload(file)}
                disabled={avatar.uploading}
                className="size-10 border border-ink-600"
              >
                <Camera className="size-4" aria-hidden />
              </ImagePicker>
            </div>
            {avatar.percent !== null ? (
              <div className="mt-2 w-28 sm:w-32">
                <UploadProgressBar label="Uploading profile image" percent={avatar.percent} />
              </div>
            ) : null}
          </div>
          <div className="min-w-0 flex-1 sm:pt-4">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">DJ Dashboard</p>
            <h1 className="mt-1 truncate text-3xl font-bold sm:text-4xl">{profile.stage_name}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-mist-300">
              {location ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-mist-400" aria-hidden />
                  {location}
                </span>
              ) : null}
              <Badge tone="wave">
                {DJ_AVAILABILITY_TYPE_LABELS[profile.current_location.availability_type]}
              </Badge>
            </div>
          </div>
          {profile.profile_url ? (
            <Link to={profile.profile_url} className={buttonClasses('outline', 'sm', 'w-fit sm:mt-6')}>
              <ExternalLink className="size-4" aria-hidden />
              View public profile
            </Link>
          ) : null}
        </div>
      </Container>
    </header>
  );
}
