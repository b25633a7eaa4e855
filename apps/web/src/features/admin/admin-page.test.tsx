import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, type TAdminUser } from '@cuepoint/domain/trust/admin';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { AdminPage } from './admin-page.tsx';
import { adminUser } from './testing/admin-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const signedIn = { ...baseRoutes(), 'GET /auth/session': { body: { success: true, user: sessionUser() } } };
const dj: TAdminUser = adminUser();

describe('Operator console', () => {
  it('offers a visitor "Sign in" and comes back to /admin after it', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/login': { body: { success: true, token: 't', user: sessionUser({ is_operator: true }) } },
      'GET /admin/overview': ok({ openDisputes: 0, openReports: 0, suspended: 0, failedRefunds: 0 }),
      'GET /admin/users': ok([]),
    } as never);
    const { router } = renderAccount(<AdminPage />, { url: '/admin' });
    const u = userEvent.setup();
    expect(await screen.findByText('Please sign in with an operator account.')).toBeInTheDocument();
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('aria-expanded', 'false');
    await u.click(signIn);
    await u.click(screen.getByRole('button', { name: 'Sign in as DJ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as a DJ' }, { timeout: 10_000 });
    await u.type(
      await within(dialog).findByLabelText('Email', undefined, { timeout: 10_000 }),
      'kai@example.com',
    );
    await u.type(within(dialog).getByLabelText('Password'), 'a sound password');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('tab', { name: 'Disputes (0)' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  }, 30_000);

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
      'GET /admin/overview': ok({ openDisputes: 1, openReports: 0, suspended: 0, failedRefunds: 0 }),
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

  it('alerts the operator of a refund that failed after every retry and retries it with the decision as made', async () => {
    const dispute = {
      id: 4,
      booking_id: 8,
      status: 'decided',
      opened_by: 'customer',
      reason: 'no_show',
      statement: 'The DJ never joined the stream we had set up.',
      answer: null,
      answered_at: null,
      created_at: '2026-05-02T10:00:00.000Z',
      currency: 'EUR',
      charged: 300,
      decision: {
        outcome: 'partial_refund',
        note: 'Half the set was lost.',
        decided_at: '2026-05-03T10:00:00.000Z',
        refund: 120,
        dj_share: 115.6,
        platform_share: 4.4,
        refunded: false,
      },
      dj_payout: 173.4,
      payout_adjustments: [],
      can_answer: false,
      request_id: 5,
      customer: { id: 1, name: 'Rooftop Bar' },
      dj: { id: 12, name: 'Nova Reyes' },
      refund_failure: { attempts: 6, error: 'connect ECONNRESET', alerted_at: '2026-05-03T18:00:00.000Z' },
    };
    const api = fakeApi({
      ...signedIn,
      'GET /admin/overview': ok({ openDisputes: 0, openReports: 0, suspended: 0, failedRefunds: 1 }),
      'GET /admin/disputes': ok([dispute]),
      'POST /admin/disputes/4/decide': ok({ ...dispute, refund_failure: null }),
    } as never);
    renderAccount(<AdminPage />, { url: '/admin?tab=disputes' });
    expect(await screen.findByText(/A decided refund failed at the payment provider/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Disputes' });
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'The refund failed at the payment provider after 6 attempts and is no longer retried. Last answer: connect ECONNRESET',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Retry the refund' }));
    expect(api.callsTo('POST /admin/disputes/4/decide')[0]?.body).toEqual({
      outcome: 'partial_refund',
      note: 'Half the set was lost.',
      refund_amount: 120,
    });
  });
});
