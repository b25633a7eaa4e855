import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** The question asked before Escape, the close button or a click outside throws away what the dialog holds. */
export type CloseConfirmation = {
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
};

const widths: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-5xl',
};

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children: ReactNode;
  /** Hide the visible heading (it stays available to screen readers). */
  hideTitle?: boolean;
  /** When set, closing asks this first (set it while the dialog holds input that closing would lose). */
  confirmClose?: CloseConfirmation | undefined;
  /**
   * Where focus goes when the dialog closes instead of its opener: a message the closing produced (a failed payment
   * told on the form) is brought into view and read first.
   */
  focusOnClose?: (() => HTMLElement | null | undefined) | undefined;
};

/** The fields a dialog's focus starts on, the first of them in reading order. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** How long a dialog whose form loads after it opened (a lazy panel) waits for its first field. */
const LATE_FIELD_MS = 5_000;

/**
 * A dialog whose form is still loading when it opens starts on the library's choice (its Close button); once the
 * form's first field appears, focus moves there — unless the visitor moved it meanwhile.
 */
function focusFieldWhenLoaded(content: HTMLElement) {
  let initial: Element | null = null;
  requestAnimationFrame(() => {
    initial = document.activeElement;
  });
  const observer = new MutationObserver(() => {
    const field = content.querySelector<HTMLElement>(FIRST_FIELD);
    if (!field) return;
    stop();
    // Still where the dialog put it (before the frame that notes it, wherever inside the dialog that is).
    const active = document.activeElement;
    const unmoved =
      active === document.body ||
      active === initial ||
      (initial === null && !!active && content.contains(active));
    if (unmoved && content.isConnected) field.focus();
  });
  const timer = setTimeout(() => stop(), LATE_FIELD_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(content, { childList: true, subtree: true });
}

/**
 * Focus after a dialog closed: the element named for it, else the opener, else — the opener went with what the dialog
 * did (a 'Send offer' button replaced by the offer) — the page's main region, never the document's body.
 */
function returnFocus(chosen: HTMLElement | null | undefined, opener: HTMLElement | null): boolean {
  if (chosen?.isConnected) {
    chosen.focus({ preventScroll: true });
    chosen.scrollIntoView?.({ block: 'center' });
    return true;
  }
  if (opener?.isConnected) {
    opener.focus();
    return true;
  }
  const main = document.getElementById('main');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  return true;
}

/**
 * The shared dialog (docs/product/accounts-and-sessions.md): sizes sm, md, lg, xl; Escape and a click outside close it;
 * page scroll is locked and focus is trapped while it is open, and focus returns to the opener when it closes (see
 * returnFocus). With confirmClose, those ways of closing ask first; closing from the code (a finished form) never asks.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  hideTitle,
  confirmClose,
  focusOnClose,
}: ModalProps) {
  // Opened from outside (a button, a menu item), so remember what had focus to return to it on close.
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      openerRef.current = document.activeElement;
    }
  }, [open]);
  const [confirming, setConfirming] = useState(false);
  // Closed from the code while asking: the question goes with it.
  if (!open && confirming) setConfirming(false);
  const requestOpenChange = (next: boolean) => {
    if (!next && confirmClose) setConfirming(true);
    else onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="modal-overlay"
          className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm data-[state=open]:animate-in"
        />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
          <Dialog.Content
            data-size={size}
            onOpenAutoFocus={(event) => {
              // A form dialog opens on its first field (the sign-in's e-mail), not on the Close button above it.
              const content = event.currentTarget as HTMLElement | null;
              const field = content?.querySelector<HTMLElement>(FIRST_FIELD);
              if (field) {
                event.preventDefault();
                field.focus();
              } else if (content) focusFieldWhenLoaded(content);
            }}
            onCloseAutoFocus={(event) => {
              const opener = openerRef.current;
              openerRef.current = null;
              if (returnFocus(focusOnClose?.(), opener)) event.preventDefault();
            }}
            className={cn(
              'pointer-events-auto relative max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl border border-ink-600 bg-ink-850 p-5 shadow-2xl sm:rounded-2xl sm:p-7',
              widths[size],
            )}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className="mb-5 flex items-start justify-between gap-4">
              <Dialog.Title
                className={cn('font-display text-xl font-semibold sm:text-2xl', hideTitle && 'sr-only')}
              >
                {title}
              </Dialog.Title>
              <Dialog.Close
                className="-mr-2 -mt-1 rounded-full p-2 text-mist-300 hover:bg-ink-700 hover:text-mist-100"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            {description ? (
              <Dialog.Description className="-mt-3 mb-5 text-mist-300">{description}</Dialog.Description>
            ) : null}
            {children}
            {confirmClose ? (
              <ConfirmDialog
                open={confirming}
                {...confirmClose}
                onCancel={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  onOpenChange(false);
                }}
              />
            ) : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
