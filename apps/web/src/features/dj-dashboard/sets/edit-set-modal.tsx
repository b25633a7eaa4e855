import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { SetForm } from './set-form.tsx';
import type { TDjSet } from './sets-api.ts';
import type { TMediaUploader } from './upload/media-uploader.ts';

const DISCARD = {
  title: 'Discard your changes?',
  description: 'The set stays as it was; a file being uploaded is paused.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

/** The set form in the shared dialog, filled with the set to edit. */
export function EditSetModal({
  set,
  uploader,
  onClose,
}: {
  set: TDjSet | null;
  uploader: TMediaUploader;
  onClose(): void;
}) {
  const [dirty, setDirty] = useState(false);
  return (
    <Modal
      open={Boolean(set)}
      onOpenChange={(open) => {
        if (!open) {
          setDirty(false);
          onClose();
        }
      }}
      title="Edit DJ Set"
      size="lg"
      confirmClose={dirty ? DISCARD : undefined}
    >
      {set ? (
        <SetForm
          key={set.id}
          set={set}
          uploader={uploader}
          onDirtyChange={setDirty}
          onCancel={() => {
            setDirty(false);
            onClose();
          }}
          onSaved={() => {
            setDirty(false);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
