import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { FOCUS_RING_CLASSES } from '../../ui/field.tsx';

/** One page of a workspace's navigation; `hash` names a section of the page at `to`. */
export type WorkspaceLink = { label: string; to: string; hash?: string };

/** Whether a link names the page (or the section of it) the reader is on. */
export function isCurrentLink(
  link: WorkspaceLink,
  pathname: string,
  hash: string,
  all: readonly WorkspaceLink[],
) {
  if (pathname.replace(/\/+$/, '') !== link.to && !pathname.startsWith(`${link.to}/`)) return false;
  if (link.hash) return hash === `#${link.hash}`;
  // The page itself is current unless a deeper link or one of its sections is.
  const deeper = all.some(
    (other) =>
      other !== link &&
      ((other.to === link.to && other.hash && hash === `#${other.hash}`) ||
        (other.to.startsWith(`${link.to}/`) &&
          (pathname === other.to || pathname.startsWith(`${other.to}/`)))),
  );
  return !deeper;
}

/**
 * A workspace's pages as one row of links (docs/product/djs.md, "The DJ's pages"): on a phone the row scrolls
 * sideways; the page the reader is on carries `aria-current="page"`.
 */
export function WorkspaceNav({ label, links }: { label: string; links: readonly WorkspaceLink[] }) {
  const location = useLocation();
  // A link to a section of the page scrolls to it (the router leaves the scroll alone for a hash).
  useEffect(() => {
    if (location.hash.length > 1) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash]);
  return (
    <nav aria-label={label} className="border-b border-ink-700 bg-ink-950/80">
      <ul className="mx-auto flex w-full max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
        {links.map((link) => {
          const current = isCurrentLink(link, location.pathname, location.hash, links);
          return (
            <li key={`${link.to}#${link.hash ?? ''}`} className="shrink-0">
              <Link
                to={link.hash ? `${link.to}#${link.hash}` : link.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold transition-colors',
                  FOCUS_RING_CLASSES,
                  current
                    ? 'border-cue-400 text-mist-100'
                    : 'border-transparent text-mist-300 hover:text-mist-100',
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
