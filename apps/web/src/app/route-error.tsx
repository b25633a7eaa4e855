import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../ui/button.tsx';
import { Container } from '../ui/layout.tsx';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';

/** Shown when a screen fails to load or throws; a missing chunk after a deploy asks for a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-lg text-mist-300">
        {chunkFailed
          ? 'A newer version of Cuepoint is available. Reload the page to continue.'
          : 'This page could not be shown. Please try again in a moment.'}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          className="rounded-full bg-cue-500 px-5 py-3 font-semibold text-ink-950"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <ButtonLink to="/" variant="outline">
          Go Home
        </ButtonLink>
      </div>
    </Container>
  );
}
