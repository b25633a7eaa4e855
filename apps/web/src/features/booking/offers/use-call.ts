import { useState } from 'react';
import { callFailure } from './form-errors.ts';

/**
 * One call a dialog or panel makes: busy while it runs, the server's refusal kept as `failure`. `run` answers whether
 * the call went through.
 */
export function useCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setFailure(null);
    setBusy(true);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(callFailure(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, run };
}
