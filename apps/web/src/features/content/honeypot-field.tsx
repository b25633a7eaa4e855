import { HONEYPOT_FIELD } from '@cuepoint/domain/content/honeypot';

/**
 * A field people never see or reach: off-screen, out of the tab order and hidden from assistive technology.
 * Automated form fillers that complete it are answered as usual and discarded by the server.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
