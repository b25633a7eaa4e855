import { useState, type FormEvent } from 'react';
import { Flag, Pencil, Send } from 'lucide-react';
import type { TContactKind } from '@cuepoint/domain/trust/contact-masking';
import type { TMessage, TThread } from '@cuepoint/domain/trust/messages';
import { Button } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { formatReaderInstant } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-client-values.ts';
import { messageLength } from './message-length.ts';

const KIND_WORDS: Record<TContactKind, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  link: 'a link',
  handle: 'a social handle',
};

const TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

export type ThreadActions = {
  send(text: string): Promise<unknown>;
  edit(id: number, text: string): Promise<unknown>;
  report(id: number, reason: string): Promise<unknown>;
};

function CancelButton({ onCancel }: { onCancel(): void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onCancel}>
      Cancel
    </Button>
  );
}

function MessageItem({
  message,
  thread,
  actions,
  now,
}: {
  message: TMessage;
  thread: TThread;
  actions: ThreadActions;
  now: Date;
}) {
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [text, setText] = useState(message.text);
  const editLength = messageLength(text);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const author = message.mine ? 'You' : message.sender === 'dj' ? thread.dj.name : thread.customer.name;
  const editable = message.editable_until !== null && new Date(message.editable_until) > now;
  // Cancelled, what went wrong with the edit or the report goes with it.
  const closeWith = (close: (open: boolean) => void) => () => {
    close(false);
    setError(null);
  };
  const run = async (work: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      after();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1 rounded-2xl px-4 py-3 text-sm',
        message.mine ? 'self-end bg-cue-500/15' : 'self-start bg-ink-800',
        message.removed && 'italic text-mist-400',
      )}
    >
      <p className="text-xs text-mist-400">
        <span className="font-semibold text-mist-200">{author}</span> ·{' '}
        {formatReaderInstant(message.created_at, TIME, hydrated)}
        {message.edited_at ? ' · edited' : null}
      </p>
      {editing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (editLength.problem) return;
            void run(
              () => actions.edit(message.id, text),
              () => setEditing(false),
            );
          }}
        >
          {/* No maxLength, as in the composer: a long paste is kept and the count says how far over it is. */}
          <TextAreaField
            label="Edit your message"
            value={text}
            error={editLength.problem ?? undefined}
            hint={editLength.label ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={busy}>
              Save
            </Button>
            <CancelButton onCancel={closeWith(setEditing)} />
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap break-words text-mist-100">{message.text}</p>
      )}
      {message.hidden_details.length > 0 ? (
        <p className="text-xs text-mist-400">
          Hidden until a booking between you is confirmed:{' '}
          {message.hidden_details.map((kind) => KIND_WORDS[kind]).join(', ')}.
        </p>
      ) : null}
      {reporting ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => actions.report(message.id, reason),
              () => {
                setReporting(false);
                setDone('Thank you: Cuepoint will look at this message.');
              },
            );
          }}
        >
          <TextField
            label="What is wrong with this message?"
            value={reason}
            maxLength={500}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="danger" busy={busy}>
              Report
            </Button>
            <CancelButton onCancel={closeWith(setReporting)} />
          </div>
        </form>
      ) : null}
      {!editing && !reporting && !message.removed ? (
        <div className="flex gap-1">
          {message.mine && editable ? (
            <Button
              variant="ghost"
              size="xs"
              icon={<Pencil className="size-3.5" aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
          {!message.mine && !done ? (
            <Button
              variant="ghost"
              size="xs"
              icon={<Flag className="size-3.5" aria-hidden />}
              onClick={() => setReporting(true)}
            >
              Report
            </Button>
          ) : null}
        </div>
      ) : null}
      {done ? <p className="text-xs text-emerald-300">{done}</p> : null}
      {error ? (
        <p role="alert" className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** A conversation: its notice about contact details, the messages (the reader's own on the right), and the form. */
export function ThreadView({ thread, actions, now }: { thread: TThread; actions: ThreadActions; now: Date }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = messageLength(text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Please write a message');
      return;
    }
    if (length.problem) return;
    setBusy(true);
    setError(null);
    try {
      await actions.send(text);
      setText('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The message could not be sent');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{thread.notice}</Alert>
      {thread.messages.length === 0 ? (
        <p className="text-sm text-mist-400">No messages yet. Say hello and ask what you need to know.</p>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-3">
          {thread.messages.map((message) => (
            <MessageItem key={message.id} message={message} thread={thread} actions={actions} now={now} />
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        {/* No maxLength: it would cut a long paste short without a word; the count and the message say it instead. */}
        <TextAreaField
          label="Your message"
          value={text}
          error={length.problem ?? error ?? undefined}
          hint={
            thread.contact_details_hidden || length.label ? (
              <>
                {thread.contact_details_hidden
                  ? 'E-mail addresses, phone numbers, links and social handles reach the other party once a booking between you is confirmed.'
                  : null}
                {length.label ? (
                  <span className={cn('block', length.problem ? 'text-red-300' : 'text-mist-300')}>
                    {length.label}
                  </span>
                ) : null}
              </>
            ) : undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            // What was said about the last attempt (empty, not sent) is not about the message being written now.
            setError(null);
          }}
        />
        <div>
          <Button type="submit" busy={busy} icon={<Send className="size-4" aria-hidden />}>
            Send message
          </Button>
        </div>
      </form>
    </div>
  );
}

export function ThreadLoading() {
  return <Spinner label="Loading the conversation…" />;
}
