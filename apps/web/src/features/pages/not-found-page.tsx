import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useNotFoundStatus } from '../../app/render/page-render-record.tsx';

/**
 * The 404 page. A screen whose subject does not exist (a DJ profile) shows it with its own heading and message;
 * either way the page answers 404 and offers the way back.
 */
export function NotFoundPage({
  title,
  message,
  back,
}: {
  title?: string | undefined;
  message?: string | undefined;
  /** The screen's own way back, offered first. */
  back?: { to: string; label: string } | undefined;
} = {}) {
  usePageTitle(title ?? 'Page not found');
  useNotFoundStatus();
  return (
    <Container className="py-24 sm:py-32">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-8xl font-bold text-cue-500 sm:text-9xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{title ?? "This track isn't in the crate"}</h1>
        {message ? (
          <>
            <p className="mt-4 text-lg text-mist-200">{message}</p>
            <p className="mt-2 text-mist-300">Check the address, or pick up from one of these.</p>
          </>
        ) : (
          <p className="mt-4 text-lg text-mist-300">
            The page you are looking for doesn't exist or has moved. Check the address, or pick up from one of
            these.
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {back ? <ButtonLink to={back.to}>{back.label}</ButtonLink> : null}
          <ButtonLink to="/" variant={back ? 'outline' : undefined}>
            Back to home
          </ButtonLink>
          <ButtonLink to="/blog" variant="outline">
            Read the blog
          </ButtonLink>
          <ButtonLink to="/dj-tools" variant="outline">
            Free DJ tools
          </ButtonLink>
        </div>
        <p className="mt-10 text-sm text-mist-400">
          Think something is broken?{' '}
          <Link to="/report-bug" className="text-wave-300 underline">
            Report a bug
          </Link>
          .
        </p>
      </div>
    </Container>
  );
}
