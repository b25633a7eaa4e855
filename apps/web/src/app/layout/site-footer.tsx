import { Link } from 'react-router';
import { Container } from '../../ui/layout.tsx';
import { FOOTER_GROUPS } from './nav-links.ts';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  return (
    <footer className="border-t border-ink-700 bg-ink-950">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-mist-300">
            The marketplace and community for DJs, venues, music enthusiasts, producers and labels. Book DJs
            in person or as a live stream, promote your sets, and use free DJ tools.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-[0.15em] text-mist-400">{group.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-mist-200 hover:text-cue-300">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col gap-2 border-t border-ink-700 py-6 text-xs text-mist-400 sm:flex-row sm:justify-between">
        <p>© {new Date().getFullYear()} Cuepoint. All rights reserved.</p>
        <p>Made for the people who keep the dance floor moving.</p>
      </Container>
    </footer>
  );
}
