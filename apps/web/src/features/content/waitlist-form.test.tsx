import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITLIST_MESSAGES } from '@cuepoint/domain/content/waitlist';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { WaitlistForm } from './waitlist-form.tsx';
import { renderWithQuery } from './testing/render-with-query.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('WaitlistForm', () => {
  it('checks the address the way the spec says before sending', async () => {
    const api = fakeApi({});
    renderWithQuery(<WaitlistForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText(WAITLIST_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'nova');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText(WAITLIST_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed address and role, then thanks and offers another', async () => {
    const api = fakeApi({
      'POST /coming-soon/signup': { status: 201, body: { success: true, message: WAITLIST_MESSAGES.joined } },
    });
    renderWithQuery(<WaitlistForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Venue Manager' }));
    await user.type(screen.getByLabelText('Email address'), '  venue@example.com ');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(api.callsTo('POST /coming-soon/signup')[0]?.body).toEqual({
      email: 'venue@example.com',
      role: 'venue-manager',
      website: '',
    });
    await user.click(screen.getByRole('button', { name: 'Submit another email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it.each([
    [
      { status: 400, body: { success: false, error: 'Please enter a valid email address' } },
      'Please enter a valid email address',
    ],
    [{ status: 502, body: 'Bad gateway' }, 'HTTP Error: 502'],
    ['network-error' as const, WAITLIST_MESSAGES.network],
    [{ status: 200, body: { success: false } }, WAITLIST_MESSAGES.failed],
  ])('shows the spec failure text for %j', async (reply, message) => {
    fakeApi({ 'POST /coming-soon/signup': reply });
    renderWithQuery(<WaitlistForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'dj@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
