/**
 * The step-up (decision record 054): a sensitive call answered 403 REAUTH_REQUIRED asks whoever listens (the password
 * dialog, features/accounts/step-up-dialog.tsx) to have the password confirmed, then the client retries the call once.
 * Calls refused together share one question.
 */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;
let pending: Promise<boolean> | null = null;

/** Registers the one dialog that asks; returns how to unregister it. */
export function onStepUpRequired(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** Asks for the password: true once it was confirmed, false when the visitor declined (or nothing can ask). */
export function requestStepUp(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker().finally(() => {
    pending = null;
  });
  return pending;
}
