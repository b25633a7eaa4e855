import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTCHA_MESSAGES } from '@cuepoint/domain/content/captcha-question';
import { NEWSLETTER_MESSAGES } from '@cuepoint/domain/content/newsletter-messages';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { renderWithQuery } from './testing/render-with-query.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function captchaRoute() {
  let n = 0;
  return () => {
    n += 1;
    return { body: { success: true, captcha: `What is ${n} + 1?`, token: `token-${n}` } };
  };
}

async function fill(email: string, answer: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(await screen.findByLabelText(/What is 1 \+ 1\?/), answer);
  return user;
}

describe('NewsletterForm', () => {
  it('keeps Subscribe disabled until the email and the answer are filled', async () => {
    fakeApi({ 'GET /newsletter.php': captchaRoute() });
    renderWithQuery(<NewsletterForm />);
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'a@b.co');
    expect(button).toBeDisabled();
    await user.type(await screen.findByLabelText(/What is 1 \+ 1\?/), '2');
    expect(button).toBeEnabled();
  });

  it('shows success in green, clears the form and loads a new question', async () => {
    const api = fakeApi({
      'GET /newsletter.php': captchaRoute(),
      'POST /newsletter.php': { body: { success: true, message: NEWSLETTER_MESSAGES.subscribed } },
    });
    renderWithQuery(<NewsletterForm />);
    const user = await fill(' fan@example.com ', '2');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.subscribed);
    expect(screen.getByRole('status').className).toContain('emerald');
    expect(api.callsTo('POST /newsletter.php')[0]?.body).toEqual({
      email: 'fan@example.com',
      captcha: '2',
      token: 'token-1',
      website: '',
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(await screen.findByLabelText(/What is 2 \+ 1\?/)).toHaveValue('');
  });

  it('scrolls the answer into view on a phone and announces it from a live region that was there before', async () => {
    fakeApi({
      'GET /newsletter.php': captchaRoute(),
      'POST /newsletter.php': { body: { success: true, message: NEWSLETTER_MESSAGES.subscribed } },
    });
    // jsdom lays nothing out and has no scrollIntoView: the test gives it one that records what was scrolled to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderWithQuery(<NewsletterForm />);
    const region = screen.getByTestId('newsletter-result');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    const user = await fill('fan@example.com', '2');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const answer = await screen.findByRole('status');
    expect(region).toContainElement(answer);
    expect(scrolled).toContain(answer);
    // The cleared form disabled Subscribe, which had focus: focus goes to the answer, not to nowhere.
    await waitFor(() => expect(answer).toHaveFocus());
  });

  it('shows "already" in green too', async () => {
    fakeApi({
      'GET /newsletter.php': captchaRoute(),
      'POST /newsletter.php': { body: { success: true, message: NEWSLETTER_MESSAGES.already } },
    });
    renderWithQuery(<NewsletterForm />);
    const user = await fill('fan@example.com', '2');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).className).toContain('emerald');
  });

  it('shows a captcha error in red and loads a new question', async () => {
    const api = fakeApi({
      'GET /newsletter.php': captchaRoute(),
      'POST /newsletter.php': {
        status: 400,
        body: { success: false, error: CAPTCHA_MESSAGES.wrong, code: 'CAPTCHA_FAILED' },
      },
    });
    renderWithQuery(<NewsletterForm />);
    const user = await fill('fan@example.com', '5');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGES.wrong);
    await screen.findByLabelText(/What is 2 \+ 1\?/);
    expect(api.callsTo('GET /newsletter.php')).toHaveLength(2);
    expect(screen.getByLabelText('Email address')).toHaveValue('fan@example.com');
  });

  it('says "Network error. Please try again." when the server cannot be reached', async () => {
    fakeApi({ 'GET /newsletter.php': captchaRoute(), 'POST /newsletter.php': 'network-error' });
    renderWithQuery(<NewsletterForm />);
    const user = await fill('fan@example.com', '2');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.network));
  });
});
