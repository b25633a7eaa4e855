import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBody, apiClient, EMPTY_JSON_BODY } from '../../lib/api.ts';
import { useState } from 'react';
import { baseRoutes, fakeApi, sessionUser } from './testing/fake-api.ts';
import { renderAccount } from './testing/render-account.tsx';
import { StepUpDialog, STEP_UP_TITLE } from './step-up-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The dialog's code loads on its first use. */
const LOADS = { timeout: 10_000 };

const refusal = {
  status: 403,
  body: { success: false, code: 'REAUTH_REQUIRED', error: 'Please confirm your password to continue' },
};
const connected = { body: { success: true, data: { url: 'https://connect.example/onboarding' } } };

/** A sensitive call as any screen makes it: through apiClient, showing its answer or its refusal. */
function ConnectButton() {
  const [outcome, setOutcome] = useState('');
  const connect = () =>
    apiBody(apiClient.POST('/dj/payouts/connect', { body: EMPTY_JSON_BODY })).then(
      (body) => setOutcome(`Connected: ${body.data.url}`),
      (error: Error) => setOutcome(`Refused: ${error.message}`),
    );
  return (
    <>
      <button type="button" onClick={() => void connect()}>
        Connect
      </button>
      <p>{outcome}</p>
    </>
  );
}

function setUp(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: sessionUser(), data: sessionUser() } },
    ...routes,
  });
  renderAccount(
    <>
      <ConnectButton />
      <StepUpDialog />
    </>,
  );
  return { api, user: userEvent.setup() };
}

describe('the step-up dialog', { timeout: 30_000 }, () => {
  it('asks for the password on a 403 REAUTH_REQUIRED and sends the call again once it is confirmed', async () => {
    let confirmed = false;
    const { api, user } = setUp({
      'POST /dj/payouts/connect': () => (confirmed ? connected : refusal),
      'POST /auth/confirm-password': ({ body }) => {
        if ((body as { password: string }).password !== 'the password')
          return {
            status: 400,
            body: {
              success: false,
              code: 'CURRENT_PASSWORD_INCORRECT',
              error: 'Current password is incorrect',
            },
          };
        confirmed = true;
        return { body: { success: true, message: 'Password confirmed' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: STEP_UP_TITLE }, LOADS);
    expect(dialog).toHaveAccessibleDescription('Please confirm your password to continue');
    const field = screen.getByLabelText('Password');
    await waitFor(() => expect(field).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is required');
    expect(api.callsTo('POST /auth/confirm-password')).toHaveLength(0);

    await user.type(field, 'a guess{Enter}');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'the password{Enter}');
    expect(await screen.findByText('Connected: https://connect.example/onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /dj/payouts/connect')).toHaveLength(2);
  });

  it('Escape declines: the refusal stands and the call is not sent again', async () => {
    const { api, user } = setUp({ 'POST /dj/payouts/connect': refusal });
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    await screen.findByRole('dialog', { name: STEP_UP_TITLE }, LOADS);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Refused: Please confirm your password to continue')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /dj/payouts/connect')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
  });

  it('an account without a password is offered a new sign-in instead', async () => {
    const { api, user } = setUp({
      'POST /dj/payouts/connect': refusal,
      'POST /auth/logout': { body: { success: true, message: 'You have been signed out.' } },
      'POST /auth/confirm-password': {
        status: 400,
        body: {
          success: false,
          code: 'NO_PASSWORD',
          error: 'Your account signs in without a password. Please sign out and sign in again to continue.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    await user.type(await screen.findByLabelText('Password', {}, LOADS), 'anything{Enter}');
    expect(await screen.findByText(/Please sign out and sign in again/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in as a DJ' }, LOADS)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(api.callsTo('POST /dj/payouts/connect')).toHaveLength(1);
  });
});
