import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Logo } from '../../../app/layout/logo.tsx';
import { Spinner } from '../../../ui/feedback.tsx';

/** The focused frame of the account screens outside the main layout: logo, one card, nothing else to click. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-hidden bg-ink-950 px-4 py-8 sm:py-14">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-48 right-[-15%] size-[34rem] rounded-full bg-[radial-gradient(closest-side,var(--color-cue-500),transparent)] opacity-10"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-56 left-[-15%] size-[30rem] rounded-full bg-[radial-gradient(closest-side,var(--color-wave-400),transparent)] opacity-10"
      />
      <header className="relative mb-8 sm:mb-10">
        <Logo />
      </header>
      <main
        id="main"
        className="relative w-full max-w-lg rounded-2xl border border-ink-600 bg-ink-850 p-6 shadow-2xl sm:p-9"
      >
        {children}
      </main>
    </div>
  );
}

/** Icon, heading and lead of a status screen. */
export function StatusHeader({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="mb-5 inline-flex size-16 items-center justify-center rounded-2xl bg-ink-700">
        {icon}
      </span>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children ? <div className="mt-3 text-mist-300">{children}</div> : null}
    </div>
  );
}

/**
 * How an account step ended: a success is a status with a tick, a failure an alert with a warning sign; each with
 * its heading and lead, then what the visitor may do next.
 */
export function Outcome({
  ok,
  title,
  children,
  next,
}: {
  ok: boolean;
  title: string;
  children: ReactNode;
  next?: ReactNode;
}) {
  return (
    <div role={ok ? 'status' : 'alert'}>
      <StatusHeader
        icon={
          ok ? (
            <CircleCheck className="size-8 text-emerald-300" aria-hidden />
          ) : (
            <CircleAlert className="size-8 text-red-300" aria-hidden />
          )
        }
        title={title}
      >
        {children}
      </StatusHeader>
      {next}
    </div>
  );
}

/** The spinner of an account step still under way. */
export function Pending({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} />
    </div>
  );
}

/** Goes on to `to` (when there is one) after `ms`, replacing the page in the history. */
export function useRedirectAfter(to: string | null | undefined, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}
