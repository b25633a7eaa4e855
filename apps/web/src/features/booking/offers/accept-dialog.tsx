import { useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { callFailure } from './form-errors.ts';

/**
 * docs/product/offers-and-contracts.md: accepting opens a confirmation first; the server's refusal (already booked, not
 * your turn) shows inside.
 */
export function AcceptDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setFailure(callFailure(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) {
          setFailure(null);
          onOpenChange(next);
        }
      }}
      title={title}
      size="md"
    >
      <div className="flex flex-col gap-4">
        {children}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Back
          </Button>
          <Button busy={busy} onClick={() => void confirm()} icon={<Check className="size-4" aria-hidden />}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
