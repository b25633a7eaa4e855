import { ExternalLink, Globe, Music2, Radio, Tv, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { publicSocialLinks, type TPublicSocialPlatform } from '@cuepoint/domain/djs/social-link-urls';

const ICONS: Record<TPublicSocialPlatform, ReactNode> = {
  instagram: <Users className="size-4" aria-hidden />,
  soundcloud: <Music2 className="size-4" aria-hidden />,
  mixcloud: <Radio className="size-4" aria-hidden />,
  youtube: <Tv className="size-4" aria-hidden />,
  twitch: <Tv className="size-4" aria-hidden />,
  facebook: <Users className="size-4" aria-hidden />,
  website: <Globe className="size-4" aria-hidden />,
};

/**
 * The DJ's social links (docs/product/djs.md): each link's URL, else a profile link made from its username. Opens in a
 * new tab without handing the page to the other site.
 */
export function SocialLinks({
  links,
  websiteUrl,
  djName,
}: {
  links: Readonly<Record<string, unknown>>;
  websiteUrl: string | null;
  djName: string;
}) {
  const shown = publicSocialLinks(links, websiteUrl);
  if (!shown.length) return <p className="text-sm text-mist-300">{djName} has not shared any links yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {shown.map((link) => (
        <li key={link.platform}>
          <a
            href={link.url}
            target="_blank"
            rel="me noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-medium text-mist-100 hover:border-wave-400 hover:text-wave-300"
          >
            {ICONS[link.platform]}
            {link.label}
            <ExternalLink className="size-3.5 text-mist-400" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
