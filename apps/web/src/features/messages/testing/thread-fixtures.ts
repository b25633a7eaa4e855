import { CONTACT_NOTICES } from '@cuepoint/domain/trust/contact-masking';
import type { TThread } from '@cuepoint/domain/trust/messages';

type TMessage = TThread['messages'][number];

/** A message in a thread: the DJ's, unedited, sent on 1 June 2099. */
export const threadMessage = (overrides: Partial<TMessage> = {}): TMessage => ({
  id: 1,
  sender: 'dj',
  mine: false,
  text: 'Hello',
  hidden_details: [],
  removed: false,
  created_at: '2099-06-01T10:00:00.000Z',
  edited_at: null,
  editable_until: null,
  ...overrides,
});

/** The thread of request 41 and booking 77 between Rooftop Club and Nova Reyes, contact details hidden. */
export const messageThread = (overrides: Partial<TThread> = {}): TThread => ({
  id: 3,
  request_id: 41,
  booking_id: 77,
  customer: { id: 9, name: 'Rooftop Club' },
  dj: { id: 5, name: 'Nova Reyes' },
  contact_details_hidden: true,
  notice: CONTACT_NOTICES.hidden,
  messages: [],
  ...overrides,
});
