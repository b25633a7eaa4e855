import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AccountLink } from './account-offers.ts';

/** Links with a line each on what they lead to. */
export function AccountLinkList({ links }: { links: readonly AccountLink[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex items-start gap-3 rounded-xl bg-ink-900 px-4 py-3 transition-colors hover:bg-ink-800"
          >
            <span className="flex-1">
              <span className="block font-semibold text-mist-100">{link.label}</span>
              <span className="block text-sm text-mist-300">{link.description}</span>
            </span>
            <ArrowRight
              className="mt-1 size-4 shrink-0 text-mist-400 transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
