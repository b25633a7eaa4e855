import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TWizardStep } from '@cuepoint/domain/accounts/wizard-steps';

type StepState = { signUpStep?: TWizardStep } | null;

/**
 * The wizard's steps as browser history entries (docs/product/accounts-and-sessions.md): moving on pushes an entry for
 * the new step on the same address, and the browser's Back and Forward go to the step of their entry. The form lives
 * in the wizard's state, so what was typed stays. `initial` is the step of an entry the wizard did not push.
 */
export function useWizardHistory(step: TWizardStep, initial: TWizardStep, go: (step: TWizardStep) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as StepState;
  const entryStep = state?.signUpStep;
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    const target = entryStep ?? initial;
    if (target !== stepRef.current) go(target);
  }, [entryStep, initial, go]);

  /** Moves on to `next` with an entry of its own. */
  const advance = useCallback(
    (next: TWizardStep) => {
      go(next);
      void navigate(`${location.pathname}${location.search}${location.hash}`, {
        state: { ...(location.state as object | null), signUpStep: next },
        preventScrollReset: true,
      });
    },
    [go, navigate, location],
  );

  /** The Back button: the previous entry when the wizard pushed this one, else one step down. */
  const back = useCallback(() => {
    const previous = (stepRef.current - 1) as TWizardStep;
    go(previous);
    if (entryStep !== undefined) void navigate(-1);
  }, [go, navigate, entryStep]);

  return { advance, back };
}
