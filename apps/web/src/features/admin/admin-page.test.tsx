import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, type TAdminUser } from '@cuepoint/domain/trust/admin';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { AdminPage } from './admin-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = { ...baseRoutes(), 'GET /auth/session': { body: { success: true, user: sessionUser() } } };
const dj: TAdminUser = {
  id: 12,
  email: 'nova@example.com',
  name: 'Nova Reyes',
  user_type: 'dj',
  created_at: '2099-01-01T00:00:00.000Z',
  suspended: false,
  suspended_at: null,
  suspension_reason: null,
  bookings: 3,
};

describe('Operator console', () => {
  it('tells anyone who is not an operator that the page is for operators only', async () => {
    fakeApi({
      ...signedIn,
      'GET /admin/overview': { status: 403, body: { success: false, error: ADMIN_MESSAGES.operatorsOnly } },
    } as never);
    renderAccount(<AdminPage />, { url: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.operatorsOnly);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('lets an operator find a DJ and suspend it with a reason', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /admin/overview': ok({ openDisputes: 1, openReports: 0, suspended: 0 }),
      'GET /admin/users': ok([dj]),
      'POST /admin/users/12/suspend': ok({ ...dj, suspended: true, suspension_reason: 'Spam' }),
    } as never);
    renderAccount(<AdminPage />, { url: '/admin' });
    expect(await screen.findByRole('tab', { name: 'Disputes (1)' })).toBeInTheDocument();
    const users = await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(within(users).getByRole('button', { name: 'Suspend Nova Reyes' }));
    await userEvent.type(within(users).getByLabelText('Why suspend Nova Reyes?'), 'Spam');
    await userEvent.click(within(users).getByRole('button', { name: 'Suspend account' }));
    expect(api.callsTo('POST /admin/users/12/suspend')[0]?.body).toEqual({ reason: 'Spam' });
  });
});
