import type { ComponentType, ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';

/** The foot of a negotiation dialog: the server's refusal, then the way back and the button that decides. */
export function DialogFooter({
  failure,
  busy,
  backLabel = 'Back',
  onBack,
  children,
}: {
  failure: string | null;
  busy: boolean;
  backLabel?: string;
  onBack(): void;
  /** The deciding button. */
  children: ReactNode;
}) {
  return (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
        {children}
      </div>
    </>
  );
}

type FormModalProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
};

/** A dialog around a form that starts afresh each time the dialog opens (it is not mounted while closed). */
export function FormModal<P extends FormModalProps>({ props, Form }: { props: P; Form: ComponentType<P> }) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      {props.open ? <Form {...props} /> : null}
    </Modal>
  );
}
