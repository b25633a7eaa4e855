import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUG_MESSAGES } from '@cuepoint/domain/content/bug-report';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { ReportBugPage } from './report-bug-page.tsx';
import { renderWithQuery } from './testing/render-with-query.tsx';

// jsdom has no layout: record what was scrolled into view.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ReportBugPage', () => {
  it('states one consistent set of response times', () => {
    fakeApi({ 'GET /bug-report.php': { body: { success: true, captcha: 'What is 4 - 1?', token: 't' } } });
    renderWithQuery(<ReportBugPage />);
    const times = within(screen.getByRole('complementary', { name: 'About bug reports' })).getAllByRole(
      'listitem',
    );
    expect(times[0]).toHaveTextContent(
      'Critical issues: within 2 to 4 hours during business hours, and within 24 hours at the latest.',
    );
    expect(times[1]).toHaveTextContent('General issues: within 48 hours.');
  });

  it('enables submit only with all seven fields, then shows the reference id and clears the form', async () => {
    const api = fakeApi({
      'GET /bug-report.php': { body: { success: true, captcha: 'What is 4 - 1?', token: 'bug-token' } },
      'POST /bug-report.php': {
        body: { success: true, message: BUG_MESSAGES.sent, reference_id: 'BUG-XYZ23456' },
      },
    });
    renderWithQuery(<ReportBugPage />);
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: BUG_MESSAGES.submit });
    const steps: Array<() => Promise<void>> = [
      () => user.selectOptions(screen.getByLabelText('Issue type'), 'macOS App'),
      () => user.selectOptions(screen.getByLabelText('Account type'), 'Venue'),
      () => user.type(screen.getByLabelText('Device, system and browser or app version'), 'Mac mini M2'),
      () => user.type(screen.getByLabelText('What went wrong?'), 'No sound'),
      () => user.type(screen.getByLabelText('Steps to reproduce'), 'Start a stream'),
      () => user.type(screen.getByLabelText('Your email'), 'venue@example.com'),
    ];
    expect(submit).toHaveAccessibleDescription(
      'Still needed: Issue type, Account type, Device, What went wrong, Steps to reproduce, Your email and the answer to the human check.',
    );
    for (const step of steps) {
      expect(submit).toBeDisabled();
      await step();
    }
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Still needed: the answer to the human check.');
    await user.type(await screen.findByLabelText(/What is 4 - 1\?/), '3');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription(/Still needed/);
    await user.click(submit);
    expect(await screen.findByTestId('reference-id')).toHaveTextContent('BUG-XYZ23456');
    // On a phone the thank-you is below the fold: it is scrolled into view and takes focus.
    const thanks = screen.getByText(BUG_MESSAGES.sent).closest('[role="status"]');
    expect(thanks).toHaveTextContent(BUG_MESSAGES.sent);
    expect(thanks).toHaveFocus();
    expect(scrolled).toContain(thanks);
    expect(api.callsTo('POST /bug-report.php')[0]?.body).toMatchObject({
      issueType: 'macOS App',
      accountType: 'Venue',
      captcha: '3',
      token: 'bug-token',
    });
    expect(screen.getByLabelText('What went wrong?')).toHaveValue('');
    expect(screen.getByLabelText('Issue type')).toHaveValue('');
  });
});
