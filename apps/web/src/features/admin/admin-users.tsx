import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser } from '@cuepoint/domain/trust/admin';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Button } from '../../ui/button.tsx';
import { Badge, Spinner } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/field.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { restoreUser, searchUsers, suspendUser } from './admin-api.ts';

/**
 * One account with its suspend or restore action. The action asks for a reason in place: the reason takes focus,
 * Escape or Cancel puts the form away and focus back on the button that opened it. The operator's own account has
 * no action (the server refuses it): the row says it is theirs.
 */
function UserRow({ user, own }: { user: TAdminUser; own: boolean }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const change = useMutation({
    mutationFn: () => (user.suspended ? restoreUser(user.id, reason) : suspendUser(user.id, reason)),
    onSuccess: () => {
      returnFocus.current = true;
      setAsking(false);
      setReason('');
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  useEffect(() => {
    if (asking || !returnFocus.current) return;
    returnFocus.current = false;
    actionRef.current?.focus();
  }, [asking]);
  const cancel = () => {
    returnFocus.current = true;
    change.reset();
    setAsking(false);
  };
  const action = user.suspended ? 'Restore' : 'Suspend';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-600 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{user.name}</span>
        <span className="text-sm text-mist-400">{user.email}</span>
        <Badge>{user.user_type}</Badge>
        {user.suspended ? <Badge tone="amber">Suspended</Badge> : null}
        <span className="text-xs text-mist-400">
          #{user.id} · {user.bookings} {user.bookings === 1 ? 'booking' : 'bookings'}
        </span>
        {own ? (
          <span className="ml-auto text-sm text-mist-300">This is you</span>
        ) : !asking ? (
          <Button
            ref={actionRef}
            size="sm"
            variant={user.suspended ? 'outline' : 'danger'}
            className="ml-auto"
            onClick={() => setAsking(true)}
            aria-label={`${action} ${user.name}`}
          >
            {action}
          </Button>
        ) : null}
      </div>
      {user.suspended && user.suspension_reason ? (
        <p className="text-sm text-mist-300">Suspended: “{user.suspension_reason}”</p>
      ) : null}
      {asking ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            cancel();
          }}
        >
          <TextField
            label={`Why ${action.toLowerCase()} ${user.name}?`}
            value={reason}
            required
            maxLength={500}
            autoFocus
            error={change.error?.message}
            wrapperClassName="flex-1"
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant={user.suspended ? 'primary' : 'danger'} busy={change.isPending}>
              {action} account
            </Button>
            <Button variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/** Users by e-mail, name, stage name or id, with suspend and restore (each with a reason, audited). */
export function AdminUsers() {
  const [query, setQuery] = useState('');
  const me = useAuth().user;
  const debounced = useDebouncedValue(query.trim(), 300);
  const users = useQuery({
    queryKey: ['admin', 'users', debounced],
    queryFn: () => searchUsers(debounced),
    // The list stays while the next search loads, so a row being answered keeps its form.
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Search users"
        type="search"
        placeholder="E-mail, name, stage name or id"
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      {users.isPending ? (
        <Spinner label="Searching…" />
      ) : users.isError ? (
        <p className="text-sm text-red-300">{users.error.message}</p>
      ) : users.data.length === 0 ? (
        <p className="text-sm text-mist-300">No account matches “{debounced}”.</p>
      ) : (
        <ul aria-label="Users" className="flex flex-col gap-3">
          {users.data.map((user) => (
            <UserRow key={user.id} user={user} own={user.id === me?.id} />
          ))}
        </ul>
      )}
    </div>
  );
}
