import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { AdminAudit } from './admin-audit.tsx';
import { auditEntry } from './testing/admin-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the operator audit', () => {
  it('reads in words: the action, its target, its amounts in the currency, and when, with the zone', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /admin/audit': ok([
        auditEntry(),
        auditEntry({
          id: 29,
          action: 'booking.viewed',
          target: 'booking',
          target_id: 8,
          detail: {},
          currency: null,
        }),
      ]),
    } as never);
    renderAccount(<AdminAudit />);
    const table = await screen.findByRole('table', { name: 'Operator audit' });
    const [, decided, viewed] = within(table).getAllByRole('row');
    const cells = within(decided!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Nov 2[78], 2026, \d{1,2}:\d{2} [AP]M \S+/),
      'ops@cuepoint.example',
      'Dispute decided',
      'Dispute #4',
      'Outcome: Partial refund · Refund: €150 · From the DJ: €144.55 · From the platform: €5.45',
    ]);
    expect(within(cells[0]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'dateTime',
      '2026-11-28T04:08:45.000Z',
    );
    expect(within(viewed!).getByText('Booking viewed')).toBeInTheDocument();
    expect(within(viewed!).getByText('Booking #8')).toBeInTheDocument();
    expect(table).not.toHaveTextContent(/booking\.viewed|dispute\.decided|_minor/);
  });
});
