import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { DialogFooter, FormModal } from './dialog-frame.tsx';
import { useCall } from './use-call.ts';

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** What the dialog says beside the reason (what it will cost, who is told). */
  children?: ReactNode;
  label?: string;
  /** A required reason refuses an empty one with this message. */
  requiredMessage?: string;
  maxLength: number;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  onSubmit(reason: string | undefined): Promise<unknown>;
};

/** A decision with a reason: declining (the reason optional) or cancelling (required), the server's refusal inside. */
export function ReasonDialog(props: ReasonDialogProps) {
  return <FormModal props={props} Form={ReasonForm} />;
}

function ReasonForm({
  children,
  label = 'Reason',
  requiredMessage,
  maxLength,
  confirmLabel,
  cancelLabel = 'Back',
  confirmVariant = 'danger',
  onSubmit,
  onOpenChange,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, failure, setFailure, run } = useCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const text = reason.trim();
    if (!text && requiredMessage) {
      setError(requiredMessage);
      return;
    }
    if (await run(() => onSubmit(text || undefined))) onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {children}
      <TextAreaField
        label={label}
        optional={!requiredMessage}
        required={Boolean(requiredMessage)}
        maxLength={maxLength}
        value={reason}
        autoFocus
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="min-h-20"
      />
      <DialogFooter failure={failure} busy={busy} backLabel={cancelLabel} onBack={() => onOpenChange(false)}>
        <Button type="submit" variant={confirmVariant} busy={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
