import { useEffect, useRef, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from './button.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
};

/**
 * A yes-or-no question in the shared dialog's look (an alertdialog): Escape and the cancel button keep things as they
 * were and focus goes back to where it was; the confirm button does what it says. The safe choice has focus first.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnRef.current = document.activeElement;
    }
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/70" />
        <div className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center p-4">
          <AlertDialog.Content
            onCloseAutoFocus={(event) => {
              const target = returnRef.current;
              returnRef.current = null;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
            className="pointer-events-auto w-full max-w-sm rounded-2xl border border-ink-600 bg-ink-850 p-5 shadow-2xl sm:p-7"
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <AlertDialog.Title className="font-display text-xl font-semibold">{title}</AlertDialog.Title>
            {description ? (
              <AlertDialog.Description className="mt-2 text-mist-300">{description}</AlertDialog.Description>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonClasses('outline')}>{cancelLabel}</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClasses('danger')} onClick={onConfirm}>
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
