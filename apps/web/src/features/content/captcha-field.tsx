import { RefreshCw } from 'lucide-react';
import { TextField } from '../../ui/field.tsx';
import type { CaptchaState } from './use-captcha.ts';

type Props = {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  compact?: boolean;
};

/** The human check: the question as the label, a numeric answer, and a way to get another question. */
export function CaptchaField({ captcha, value, onChange, error, disabled, compact }: Props) {
  const label =
    captcha.question ?? (captcha.failed ? 'The question could not be loaded' : 'Loading question…');
  return (
    <div className="flex items-end gap-2">
      <TextField
        wrapperClassName="flex-1"
        label={
          <>
            <span className={compact ? 'sr-only' : undefined}>Human check: </span>
            {label}
          </>
        }
        name="captcha"
        inputMode="numeric"
        pattern="-?[0-9]*"
        autoComplete="off"
        placeholder="Your answer"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d-]/g, '').slice(0, 5))}
        error={error}
        disabled={disabled || !captcha.question}
        required
      />
      <button
        type="button"
        onClick={captcha.reload}
        disabled={captcha.loading}
        className="mb-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-mist-300 hover:bg-ink-700 hover:text-mist-100 disabled:opacity-50"
        aria-label="Get another question"
        title="Get another question"
      >
        <RefreshCw className={captcha.loading ? 'size-5 animate-spin' : 'size-5'} aria-hidden />
      </button>
    </div>
  );
}
