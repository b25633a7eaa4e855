import type { ReactNode } from 'react';
import { Check, Globe, Minus } from 'lucide-react';
import {
  DJ_AVAILABILITY_TYPE_LABELS,
  DJ_PERFORMANCE_FLAGS,
  DJ_SOCIAL_PLATFORMS,
} from '@cuepoint/domain/djs/profile-rules';
import type { DashboardProfile } from '../dashboard-api.ts';
import { locationText } from '../format.ts';
import { PERFORMANCE_TYPE_LABELS, SOCIAL_LINK_LABELS } from './profile-labels.ts';

const NOT_SPECIFIED = 'Not specified';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-mist-400">{term}</dt>
      <dd className="min-w-0 text-mist-100">{children}</dd>
    </div>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-wave-300 underline-offset-2 hover:underline"
    >
      {children}
    </a>
  );
}

/** The profile as saved (view mode). */
export function ProfileView({ profile }: { profile: DashboardProfile }) {
  const links = DJ_SOCIAL_PLATFORMS.filter((platform) => profile.social_links[platform]);
  const location = locationText(profile.current_location);
  return (
    <dl className="flex flex-col gap-4">
      <Row term="Bio">
        {profile.bio ? (
          <p className="whitespace-pre-line">{profile.bio}</p>
        ) : (
          <span className="text-mist-400">No bio yet. Tell bookers about your sound.</span>
        )}
      </Row>
      <Row term="Website">
        {profile.website_url ? (
          <ExternalAnchor href={profile.website_url}>{profile.website_url}</ExternalAnchor>
        ) : (
          <span className="text-mist-400">{NOT_SPECIFIED}</span>
        )}
      </Row>
      <Row term="Social links">
        {links.length ? (
          <ul className="flex flex-col gap-1">
            {links.map((platform) => (
              <li key={platform} className="flex items-center gap-2">
                <Globe className="size-4 shrink-0 text-mist-400" aria-hidden />
                <span className="text-mist-300">{SOCIAL_LINK_LABELS[platform]}:</span>
                <ExternalAnchor href={profile.social_links[platform]!}>
                  {profile.social_links[platform]}
                </ExternalAnchor>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-mist-400">{NOT_SPECIFIED}</span>
        )}
      </Row>
      <Row term="Performance types">
        <ul className="grid gap-1 sm:grid-cols-2">
          {DJ_PERFORMANCE_FLAGS.map(([flag]) => (
            <li key={flag} className="flex items-center gap-2">
              {profile[flag] ? (
                <Check className="size-4 text-cue-400" aria-hidden />
              ) : (
                <Minus className="size-4 text-mist-500" aria-hidden />
              )}
              <span className={profile[flag] ? '' : 'text-mist-400'}>
                {PERFORMANCE_TYPE_LABELS[flag].label}
                <span className="sr-only">{profile[flag] ? ': yes' : ': no'}</span>
              </span>
            </li>
          ))}
        </ul>
      </Row>
      <Row term="Current location">
        {location ?? <span className="text-mist-400">{NOT_SPECIFIED}</span>}
        <span className="text-mist-400">
          {' · '}
          {DJ_AVAILABILITY_TYPE_LABELS[profile.current_location.availability_type]}
        </span>
      </Row>
    </dl>
  );
}
