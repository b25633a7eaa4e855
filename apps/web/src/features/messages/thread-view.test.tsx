import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_LIMITS, type TThread } from '@cuepoint/domain/trust/messages';
import { ThreadView } from './thread-view.tsx';
import { messageThread } from './testing/thread-fixtures.ts';

const thread: TThread = messageThread({ contact_details_hidden: false });

/** The reader's own message, still editable at the tests' now. */
const mine = {
  id: 1,
  sender: 'customer' as const,
  mine: true,
  text: 'Load-in at eight',
  hidden_details: [],
  removed: false,
  created_at: '2099-06-01T09:58:00Z',
  edited_at: null,
  editable_until: '2099-06-01T10:13:00Z',
};

/** The thread with the reader's own message, its edit opened. */
async function editMine(edit: () => Promise<unknown>) {
  const actions = { send: vi.fn(), edit: vi.fn(edit), report: vi.fn() };
  render(
    <ThreadView
      thread={{ ...thread, messages: [mine] }}
      actions={actions}
      now={new Date('2099-06-01T10:00:00Z')}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return { actions, user, box: screen.getByLabelText('Edit your message') };
}

function setUp() {
  const actions = { send: vi.fn(() => Promise.resolve()), edit: vi.fn(), report: vi.fn() };
  render(<ThreadView thread={thread} actions={actions} now={new Date('2099-06-01T10:00:00Z')} />);
  return { actions, box: screen.getByLabelText('Your message') };
}

describe('The message composer near the length limit', () => {
  it('keeps a paste over the limit whole, says by how much it is over and does not send it', async () => {
    const { actions, box } = setUp();
    const user = userEvent.setup();
    const long = 'a'.repeat(MESSAGE_LIMITS.textMax + 50);
    await user.click(box);
    await user.paste(long);
    expect(box).toHaveValue(long);
    expect(screen.getByText('2,050 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A message can be at most 2000 characters: shorten it by 50 characters.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(actions.send).not.toHaveBeenCalled();

    await user.type(box, '{Backspace}'.repeat(50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2,000 / 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(actions.send).toHaveBeenCalledWith('a'.repeat(MESSAGE_LIMITS.textMax));
  });

  it('shows no count for a short message', async () => {
    const { box } = setUp();
    await userEvent.type(box, 'See you at nine');
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
  });

  it('keeps an edit over the limit whole and does not save it', async () => {
    const { actions, user, box } = await editMine(() => Promise.resolve());
    await user.clear(box);
    await user.click(box);
    await user.paste('b'.repeat(MESSAGE_LIMITS.textMax + 1));
    expect(box).toHaveValue('b'.repeat(MESSAGE_LIMITS.textMax + 1));
    expect(screen.getByText(/shorten it by 1 character\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(actions.edit).not.toHaveBeenCalled();
  });
});

describe('The message composer after a failed send', () => {
  it('takes the refusal of an empty message away once the message is written', async () => {
    const { actions, box } = setUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message');
    await user.type(box, 'See you at nine');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    expect(actions.send).not.toHaveBeenCalled();
  });

  it('takes the reason a send failed away when the message is changed', async () => {
    const { actions, box } = setUp();
    actions.send.mockRejectedValueOnce(new Error('The message could not be sent'));
    const user = userEvent.setup();
    await user.type(box, 'See you at nine');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The message could not be sent');
    await user.type(box, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the reason an edit failed away when the edit is cancelled', async () => {
    const { user, box } = await editMine(() =>
      Promise.reject(new Error('This message can no longer be edited')),
    );
    await user.type(box, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message can no longer be edited');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
