import { useState } from 'react';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { Modal } from '../../../ui/modal.tsx';
import { draftOf, emptyDraft, type EventDraft } from './event-form-state.ts';
import { EventForm } from './event-form.tsx';
import type { EventSave } from './events-api.ts';

type SaveEvent = (save: EventSave) => Promise<TVenueEvent>;

export type EventModalState = { mode: 'add' } | { mode: 'edit'; event: TVenueEvent } | null;

const DISCARD = {
  title: 'Discard this event?',
  description: 'What you entered in this form will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

function EventDialogBody({
  event,
  currency,
  onChanged,
  onClose,
  saveEvent,
}: {
  event: TVenueEvent | null;
  currency: string;
  onChanged(): void;
  onClose(): void;
  saveEvent: SaveEvent | undefined;
}) {
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : emptyDraft(new Date())));
  return (
    <EventForm
      event={event}
      draft={draft}
      currency={currency}
      onDraftChange={(next) => {
        setDraft(next);
        onChanged();
      }}
      onDone={onClose}
      onCancel={onClose}
      {...(saveEvent ? { saveEvent } : {})}
    />
  );
}

/** The Add Event and Edit Event modals (docs/product/venues.md); closing a changed form asks first. */
export function EventModal({
  state,
  currency,
  onClose,
  saveEvent,
}: {
  state: EventModalState;
  currency: string;
  onClose(): void;
  /** Saves somewhere else than the server (the role page's demo keeps its events on the page). */
  saveEvent?: SaveEvent;
}) {
  const [changed, setChanged] = useState(false);
  const event = state?.mode === 'edit' ? state.event : null;
  const close = () => {
    setChanged(false);
    onClose();
  };
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={event ? 'Edit Event' : 'Add Event'}
      size="lg"
      confirmClose={changed ? DISCARD : undefined}
    >
      {state ? (
        <EventDialogBody
          key={event ? `edit-${event.id}` : 'add'}
          event={event}
          currency={currency}
          onChanged={() => setChanged(true)}
          onClose={close}
          saveEvent={saveEvent}
        />
      ) : null}
    </Modal>
  );
}
