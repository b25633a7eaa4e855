import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { AdminUsers } from './admin-users.tsx';
import { adminUser } from './testing/admin-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const operator = sessionUser({ id: 7, user_id: 7, email: 'ops@cuepoint.example', user_type: 'venue' });
const self = adminUser({ id: 7, email: 'ops@cuepoint.example', name: 'Cuepoint Ops', user_type: 'venue' });

function setUp() {
  fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: operator, data: operator } },
    'GET /admin/users': ok([self, adminUser()]),
  } as never);
  renderAccount(<AdminUsers />);
}

describe('the users table', () => {
  it('offers no suspension on the operator’s own row, and says why', async () => {
    setUp();
    const list = await screen.findByRole('list', { name: 'Users' });
    const own = (await within(list).findByText('This is you')).closest('li')!;
    expect(own).toHaveTextContent('ops@cuepoint.example');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Suspend Nova Reyes' })).toBeInTheDocument();
  });

  it('moves focus to the reason when Suspend is pressed; Escape puts the form away and focus back', async () => {
    setUp();
    const u = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Users' });
    await u.click(within(list).getByRole('button', { name: 'Suspend Nova Reyes' }));
    const reason = within(list).getByLabelText('Why suspend Nova Reyes?');
    expect(reason).toHaveFocus();
    await u.type(reason, 'Spam');
    await u.keyboard('{Escape}');
    expect(within(list).queryByLabelText('Why suspend Nova Reyes?')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Suspend Nova Reyes' })).toHaveFocus(),
    );
  });

  it('returns focus to Suspend when the reason is cancelled with its button', async () => {
    setUp();
    const u = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Users' });
    await u.click(within(list).getByRole('button', { name: 'Suspend Nova Reyes' }));
    await u.click(within(list).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Suspend Nova Reyes' })).toHaveFocus(),
    );
  });
});
