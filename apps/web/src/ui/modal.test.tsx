import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalSize } from './modal.tsx';

const confirmClose = { title: 'Discard it?', confirmLabel: 'Discard', cancelLabel: 'Keep editing' };

function Harness({ size, guarded }: { size?: ModalSize; guarded?: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Dialog title"
        size={size}
        confirmClose={guarded && text ? confirmClose : undefined}
      >
        <input aria-label="Inside" value={text} onChange={(event) => setText(event.target.value)} />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens with its title and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Dialog title' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on its first field, not on the Close button above it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus());
  });

  it('moves to the first field once a form that loads after the dialog opened appears', async () => {
    function Late() {
      const [open, setOpen] = useState(false);
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Sign in">
            {loaded ? (
              <input aria-label="Email" />
            ) : (
              <button type="button" onClick={() => setLoaded(true)}>
                Load
              </button>
            )}
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Late />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The form arrives later (here by a click that does not move focus on its own).
    screen.getByRole('button', { name: 'Load' }).click();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('renders size %s', async (size) => {
    const user = userEvent.setup();
    render(<Harness size={size} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', size);
  });

  it('sends focus to the page’s main region when what opened it went with what it did, never to the body', async () => {
    function Sender() {
      const [open, setOpen] = useState(false);
      const [sent, setSent] = useState(false);
      return (
        <main id="main">
          {sent ? <p>Offer sent</p> : <button onClick={() => setOpen(true)}>Send offer</button>}
          <Modal open={open} onOpenChange={setOpen} title="Send offer">
            <button
              onClick={() => {
                setSent(true);
                setOpen(false);
              }}
            >
              Send
            </button>
          </Modal>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Sender />);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('sends focus where it is told on close, instead of the opener', async () => {
    function Told() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p tabIndex={-1} id="notice">
            Payment authorization failed
          </p>
          <button onClick={() => setOpen(true)}>Open</button>
          <Modal
            open={open}
            onOpenChange={setOpen}
            title="Pay"
            focusOnClose={() => document.getElementById('notice')}
          >
            <input aria-label="Card" />
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Told />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('Payment authorization failed')).toHaveFocus());
  });

  describe('with a close confirmation', () => {
    it('closes without asking while there is nothing to lose', async () => {
      const user = userEvent.setup();
      render(<Harness guarded />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('asks on Escape; Keep editing keeps the input and its focus', async () => {
      const user = userEvent.setup();
      render(<Harness guarded />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.type(screen.getByLabelText('Inside'), 'draft');
      await user.keyboard('{Escape}');
      const question = screen.getByRole('alertdialog', { name: 'Discard it?' });
      expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Dialog title' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Inside')).toHaveFocus());
      expect(screen.getByLabelText('Inside')).toHaveValue('draft');
    });

    it('Escape on the question keeps the dialog', async () => {
      const user = userEvent.setup();
      render(<Harness guarded />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.type(screen.getByLabelText('Inside'), 'draft');
      await user.keyboard('{Escape}');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Dialog title' })).toBeInTheDocument();
    });

    it('asks on the close button and a click outside; Discard closes and focus returns to the opener', async () => {
      const user = userEvent.setup();
      render(<Harness guarded />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.type(screen.getByLabelText('Inside'), 'draft');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.getByRole('alertdialog', { name: 'Discard it?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Keep editing' }));
      await user.click(screen.getByTestId('modal-overlay'));
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    });
  });
});
