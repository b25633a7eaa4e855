import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTCHA_MESSAGES } from '@cuepoint/domain/content/captcha-question';
import { CONTACT_MESSAGES } from '@cuepoint/domain/content/contact';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { ContactPage } from './contact-page.tsx';
import { renderWithQuery } from './testing/render-with-query.tsx';

afterEach(() => vi.unstubAllGlobals());

const captcha = () => {
  let n = 0;
  return () => ({ body: { success: true, captcha: `What is ${++n} + 2?`, token: `t${n}` } });
};

async function fillAll() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Nova');
  await user.type(screen.getByLabelText('Email'), 'nova@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Hello');
  await user.type(screen.getByLabelText('Message'), 'A question');
  await user.type(await screen.findByLabelText(/What is 1 \+ 2\?/), '3');
  return user;
}

describe('ContactPage', () => {
  it.each([
    ['/contact', 'General Inquiry'],
    ['/contact?type=support', 'Technical Support'],
    ['/contact?type=legal', 'Legal Matters'],
    ['/contact?type=nonsense', 'General Inquiry'],
  ])('%s preselects %s', (path, label) => {
    fakeApi({ 'GET /contact.php': captcha() });
    renderWithQuery(<ContactPage />, { path });
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
  });

  it('shows the side panel texts', () => {
    fakeApi({ 'GET /contact.php': captcha() });
    renderWithQuery(<ContactPage />);
    const panel = screen.getByRole('complementary', { name: 'How we answer' });
    for (const text of [
      '1-2 business days',
      'Same or next business day',
      '2-3 business days',
      'Mon-Fri 9:00-18:00 UTC',
      'Limited weekend support for urgent technical issues',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getByText(/2-4 hours during business hours/)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('enables Send Message only when every field and the answer are filled', async () => {
    fakeApi({ 'GET /contact.php': captcha() });
    renderWithQuery(<ContactPage />);
    const send = screen.getByRole('button', { name: CONTACT_MESSAGES.send });
    expect(send).toBeDisabled();
    const user = await fillAll();
    expect(send).toBeEnabled();
    await user.clear(screen.getByLabelText('Subject'));
    expect(send).toBeDisabled();
  });

  it('says beside the disabled button which fields are still empty', async () => {
    fakeApi({ 'GET /contact.php': captcha() });
    renderWithQuery(<ContactPage />);
    const send = screen.getByRole('button', { name: CONTACT_MESSAGES.send });
    expect(send).toHaveAccessibleDescription(
      'Still needed: Name, Email, Subject, Message and the answer to the human check.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Nova');
    await user.type(screen.getByLabelText('Message'), 'A question');
    expect(send).toHaveAccessibleDescription(
      'Still needed: Email, Subject and the answer to the human check.',
    );
    await fillAll();
    expect(send).toBeEnabled();
    expect(send).not.toHaveAccessibleDescription(/Still needed/);
  });

  it('sends, shows the reference id in green, clears the form and loads a new question', async () => {
    const api = fakeApi({
      'GET /contact.php': captcha(),
      'POST /contact.php': {
        body: { success: true, message: CONTACT_MESSAGES.sent, reference_id: 'CT-ABCD2345' },
      },
    });
    renderWithQuery(<ContactPage />, { path: '/contact?type=legal' });
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(CONTACT_MESSAGES.sent);
    expect(within(status).getByTestId('reference-id')).toHaveTextContent('CT-ABCD2345');
    expect(status.className).toContain('emerald');
    expect(api.callsTo('POST /contact.php')[0]?.body).toMatchObject({
      type: 'legal',
      name: 'Nova',
      captcha: '3',
      token: 't1',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Legal Matters' })).toBeChecked();
    await screen.findByLabelText(/What is 2 \+ 2\?/);
  });

  it('checks the address before sending, with the shared rule', async () => {
    const api = fakeApi({ 'GET /contact.php': captcha() });
    renderWithQuery(<ContactPage />);
    const user = await fillAll();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nova-at-example');
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /contact.php')).toHaveLength(0);
  });

  it('shows a server error in red; a captcha error loads a new question', async () => {
    fakeApi({
      'GET /contact.php': captcha(),
      'POST /contact.php': {
        status: 400,
        body: { success: false, error: CAPTCHA_MESSAGES.expired, code: 'CAPTCHA_FAILED' },
      },
    });
    renderWithQuery(<ContactPage />);
    const user = await fillAll();
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGES.expired);
    await screen.findByLabelText(/What is 2 \+ 2\?/);
    expect(screen.getByLabelText('Name')).toHaveValue('Nova');
  });
});
