import { TEST_MODE_NOTICE } from '@cuepoint/domain/payments/test-mode';
import { usePaymentsConfig } from '../../lib/payments-config.ts';

/**
 * A strip above every page while the test gateway takes payments (decision record 028), so nobody takes a demo's
 * booking for a real one. It sits in the page's flow, above the header, and covers nothing.
 */
export function TestModeStrip() {
  const { data } = usePaymentsConfig();
  if (data?.mode !== 'test') return null;
  return (
    <div
      role="note"
      data-testid="test-mode-strip"
      className="bg-amber-300 px-4 py-1 text-center text-sm font-semibold text-ink-950"
    >
      {TEST_MODE_NOTICE}
    </div>
  );
}
