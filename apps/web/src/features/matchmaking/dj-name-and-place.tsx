import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { Badge } from '../../ui/feedback.tsx';

/**
 * A DJ card's heading: the name as a link to the DJ's public page (with 'Demo profile' for a demo install's sample
 * DJs, as their page says), then where they are, with whatever the card adds to that line (distance, rate). Shared by
 * the recommended, searched and similar DJ cards.
 */
export function DjNameAndPlace({
  dj,
  as: Heading = 'h3',
  children,
}: {
  dj: { name: string; slug: string; location: string | null; isDemo?: boolean };
  as?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <>
      <Heading className="break-words font-display text-lg font-semibold">
        <Link
          to={`/${dj.slug}`}
          className="hover:text-cue-300 focus-visible:outline-2 focus-visible:outline-wave-400"
        >
          {dj.name}
        </Link>
        {dj.isDemo ? (
          <Badge tone="amber" className="ml-2 align-middle">
            Demo profile
          </Badge>
        ) : null}
      </Heading>
      <p className="flex items-center gap-1 text-sm text-mist-300">
        <MapPin className="size-3.5 shrink-0" aria-hidden />
        {dj.location ?? 'Not specified'}
        {children}
      </p>
    </>
  );
}
