import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Alert } from './feedback.tsx';
import { Container } from './layout.tsx';

/** What a Try again button reads again: a query that failed. */
export type Retryable = { isFetching: boolean; refetch(): unknown };

/** Try again for a failed query: reads it again, busy while it does. */
export function RetryButton({ query, className = 'mt-3' }: { query: Retryable; className?: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      busy={query.isFetching}
      onClick={() => void query.refetch()}
    >
      Try again
    </Button>
  );
}

/** A failed load said in an error alert, with Try again under the message. */
export function LoadFailedAlert({
  query,
  children,
  retryClassName,
}: {
  query: Retryable;
  children: ReactNode;
  retryClassName?: string;
}) {
  return (
    <Alert tone="error">
      <p>{children}</p>
      <RetryButton query={query} className={retryClassName} />
    </Alert>
  );
}

/** A whole dashboard that could not load: its title, what went wrong and Try again. */
export function DashboardLoadFailed({
  title,
  query,
  children,
}: {
  title: string;
  query: Retryable;
  children: ReactNode;
}) {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-xl">
        <h1 className="mb-4 text-3xl font-bold">{title}</h1>
        <LoadFailedAlert query={query}>{children}</LoadFailedAlert>
      </div>
    </Container>
  );
}
