import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_REQUEST_MESSAGES } from '@cuepoint/domain/content/app-request';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { AppPage } from './app-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedIn = (userType: string) => ({
  ...baseRoutes(),
  'GET /auth/session': { body: { success: true, data: sessionUser({ user_type: userType }) } },
});

describe('AppPage', () => {
  it('shows the system requirements for DJs and venues', async () => {
    fakeApi(baseRoutes());
    renderAccount(<AppPage />, { url: '/app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cuepoint App' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join MacOS TestFlight Beta' })).toBeInTheDocument();
    expect(screen.getAllByText('macOS 12.0+')).toHaveLength(2);
    expect(screen.getAllByText('4 GB RAM minimum (8 GB recommended)')).toHaveLength(2);
    expect(screen.getByText('10+ Mbps upload')).toBeInTheDocument();
    expect(screen.getByText('10+ Mbps download')).toBeInTheDocument();
  });

  it('disables the field for visitors and other account types, with the spec texts', async () => {
    fakeApi(signedIn('enthusiast'));
    renderAccount(<AppPage />, { url: '/app' });
    expect(await screen.findByText(APP_REQUEST_MESSAGES.notAllowed)).toBeInTheDocument();
    const field = screen.getByLabelText('Apple ID (e-mail)');
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('placeholder', APP_REQUEST_MESSAGES.registerFirst);
  });

  it('lets a DJ request access: checks the Apple ID and terms, then "Request Submitted!" and another', async () => {
    const api = fakeApi({
      ...signedIn('dj'),
      'POST /app-download-request.php': {
        status: 201,
        body: { success: true, message: APP_REQUEST_MESSAGES.received },
      },
    });
    renderAccount(<AppPage />, { url: '/app' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Apple ID (e-mail)');
    await vi.waitFor(() => expect(field).toBeEnabled());
    const submit = screen.getByRole('button', { name: 'Request beta access' });
    await user.click(submit);
    expect(screen.getByText(APP_REQUEST_MESSAGES.appleIdRequired)).toBeInTheDocument();
    expect(screen.getByText(APP_REQUEST_MESSAGES.termsRequired)).toBeInTheDocument();
    await user.type(field, 'kai');
    await user.click(submit);
    expect(screen.getByText(APP_REQUEST_MESSAGES.appleIdInvalid)).toBeInTheDocument();
    await user.type(field, '@icloud.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: APP_REQUEST_MESSAGES.submitted })).toBeInTheDocument();
    expect(api.callsTo('POST /app-download-request.php')[0]?.body).toEqual({
      apple_id_email: 'kai@icloud.com',
      website: '',
    });
    await user.click(screen.getByRole('button', { name: APP_REQUEST_MESSAGES.submitAnother }));
    expect(screen.getByLabelText('Apple ID (e-mail)')).toHaveValue('');
  });

  it.each([
    [
      { status: 403, body: { success: false, error: APP_REQUEST_MESSAGES.notAllowed } },
      APP_REQUEST_MESSAGES.notAllowed,
    ],
    [{ status: 500, body: {} }, APP_REQUEST_MESSAGES.failed],
    ['network-error' as const, 'Failed to fetch'],
  ])('shows the spec failure text for %j', async (reply, message) => {
    fakeApi({ ...signedIn('venue'), 'POST /app-download-request.php': reply });
    renderAccount(<AppPage />, { url: '/app' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Apple ID (e-mail)');
    await vi.waitFor(() => expect(field).toBeEnabled());
    await user.type(field, 'venue@icloud.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Request beta access' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
