import { LogIn } from 'lucide-react';
import { SIGN_IN_MENU } from '@cuepoint/domain/accounts/user-types';
import { Button } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';

/**
 * What a visitor sees on a dashboard address: a heading, why there is nothing to show, and the sign-in dialog for
 * each account type of the header's Sign In menu. `note` adds a line (a tour manager's way in).
 */
export function SignInPrompt({ title, note }: { title: string; note?: string }) {
  const modals = useAuthModals();
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-cue-500/15 text-cue-400">
          <LogIn className="size-8" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-mist-300">Sign in to see your dashboard.</p>
        {note ? <p className="mt-2 text-sm text-mist-300">{note}</p> : null}
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Sign in as">
          {SIGN_IN_MENU.map((entry) => (
            <li key={entry.type}>
              <Button variant="outline" size="sm" onClick={() => modals.openSignIn(entry.type)}>
                Sign in as {entry.label}
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-mist-300">
          New to Cuepoint?{' '}
          <button
            type="button"
            className="font-semibold text-cue-300 underline-offset-4 hover:underline"
            onClick={() => modals.openSignUp()}
          >
            Create an account
          </button>
        </p>
      </div>
    </Container>
  );
}
