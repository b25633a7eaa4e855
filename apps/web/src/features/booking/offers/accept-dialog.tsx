import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { DialogFooter } from './dialog-frame.tsx';
import { useCall } from './use-call.ts';

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
  const { busy, failure, setFailure, run } = useCall();
  async function confirm() {
    if (await run(onConfirm)) onOpenChange(false);
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
        <DialogFooter failure={failure} busy={busy} onBack={() => onOpenChange(false)}>
          <Button busy={busy} onClick={() => void confirm()} icon={<Check className="size-4" aria-hidden />}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </div>
    </Modal>
  );
}
