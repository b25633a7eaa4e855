import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLabelDashboardFigures } from '@cuepoint/domain/labels/label-dashboard';
import { LABEL_DEMO_DATA } from './demo-data.ts';
import { LabelDashboardView } from './label-dashboard-view.tsx';

const section = (testId: string) => screen.getByTestId(testId);

describe('LabelDashboardView', () => {
  it('shows the five sections of the sample data, each tagged as sample figures', () => {
    render(<LabelDashboardView data={LABEL_DEMO_DATA} />);
    expect(screen.getByRole('heading', { level: 1, name: /Nightshift Audio/ })).toBeInTheDocument();
    for (const [testId, title] of [
      ['label-stems-sales', 'Stems Sales'],
      ['label-revenue-streams', 'Revenue Streams'],
      ['label-dj-pool', 'DJ Pool Performance'],
      ['label-stems-packages', 'Stems Packages Performance'],
      ['label-performance-rights', 'Public Performance Rights'],
    ] as const) {
      const card = section(testId);
      expect(within(card).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(within(card).getByText('Sample figures')).toBeInTheDocument();
    }
  });

  it('gives every chart a title and a description in words, and its figures as a table', async () => {
    render(<LabelDashboardView data={LABEL_DEMO_DATA} />);
    const charts = screen.getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-labelledby'))).not.toContain(null);
    expect(screen.getByRole('img', { name: 'Stems sold per month' })).toHaveAccessibleDescription(
      /415 stems packages sold from December 2025 to November 2026; the most in November 2026 with 57\./,
    );
    expect(screen.getByRole('img', { name: 'Revenue by stream' })).toHaveAccessibleDescription(
      /Stems sales \$2,075 \(\d+%\)/,
    );
    expect(screen.getByRole('img', { name: 'DJ pool downloads per month' })).toHaveAccessibleDescription(
      'Downloads went from 120 in December 2025 to 331 in November 2026.',
    );
    const stems = section('label-stems-sales');
    await userEvent.setup().click(within(stems).getByText('Show the figures as a table'));
    const table = within(stems).getByRole('table', { name: 'Stems sold and revenue per month' });
    expect(within(table).getByRole('row', { name: 'November 2026 57 $285' })).toBeVisible();
  });

  it('shows the progress toward 100 venues and 200 DJs as labelled progress bars', () => {
    render(<LabelDashboardView data={LABEL_DEMO_DATA} />);
    const venues = screen.getByRole('progressbar', { name: 'Venues toward the target of 100' });
    expect(venues).toHaveAttribute('aria-valuenow', '47');
    expect(venues).toHaveAttribute('aria-valuetext', '47 of 100 venues (47%)');
    const djs = screen.getByRole('progressbar', { name: 'DJs toward the target of 200' });
    expect(djs).toHaveAttribute('aria-valuetext', '118 of 200 djs (59%)');
  });

  it('tags no section whose figures are live, and says since when the rights progress counts', () => {
    const live: TLabelDashboardFigures = {
      ...LABEL_DEMO_DATA,
      label: { ...LABEL_DEMO_DATA.label, label_name: 'Real Records' },
      performance_rights: {
        ...LABEL_DEMO_DATA.performance_rights,
        source: 'live',
        since: '2026-02-03',
        venues: 0,
        djs: 0,
      },
    };
    render(<LabelDashboardView data={live} titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Real Records' })).toBeInTheDocument();
    const rights = section('label-performance-rights');
    expect(within(rights).queryByText('Sample figures')).not.toBeInTheDocument();
    expect(within(rights).getByText(/since your grant on Feb 3, 2026/)).toBeInTheDocument();
    expect(
      within(rights).getByText(/No venue has booked a DJ through Cuepoint since your grant yet/),
    ).toBeVisible();
    expect(screen.getAllByText('Sample figures')).toHaveLength(4);
  });
});
