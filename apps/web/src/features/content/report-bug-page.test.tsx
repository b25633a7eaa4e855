import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUG_MESSAGES } from '@cuepoint/domain/content/bug-report';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { ReportBugPage } from './report-bug-page.tsx';
import { renderWithQuery } from './testing/render-with-query.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ReportBugPage', () => {
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
    for (const step of steps) {
      expect(submit).toBeDisabled();
      await step();
    }
    expect(submit).toBeDisabled();
    await user.type(await screen.findByLabelText(/What is 4 - 1\?/), '3');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByTestId('reference-id')).toHaveTextContent('BUG-XYZ23456');
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
