import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProducerDashboardView } from './producer-dashboard-view.tsx';
import { DEMO_PRODUCER_PROFILE, DEMO_PRODUCER_TRACKS } from './demo-data.ts';

const handlers = () => ({ onUploadTrack: vi.fn(), onEditProfile: vi.fn(), onManageSessions: vi.fn() });

describe('ProducerDashboardView', () => {
  it('shows the welcome, the five stat cards, the tracks, training and the remix URL', async () => {
    const actions = handlers();
    render(
      <ProducerDashboardView profile={DEMO_PRODUCER_PROFILE} tracks={DEMO_PRODUCER_TRACKS} {...actions} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Nightshift Audio (demo)',
    );
    for (const label of [
      'Tracks Uploaded',
      'Remix Contests',
      'DJ Pool Downloads',
      'Stems Sold',
      'Total Earnings',
    ])
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-total_earnings')).toHaveTextContent('€418.50');
    const library = screen.getByTestId('track-library');
    expect(within(library).getByText('Midnight Circuit (sample)')).toBeInTheDocument();
    expect(screen.getByText('remix.me/nightshift-demo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Sessions' }));
    expect(actions.onManageSessions).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(actions.onEditProfile).toHaveBeenCalled();
    await userEvent.click(within(library).getByRole('button', { name: 'Upload New Track' }));
    expect(actions.onUploadTrack).toHaveBeenCalled();
  });

  it('offers Upload First Track on an empty library and hides DAW Training at a rate of 0', async () => {
    const actions = handlers();
    render(
      <ProducerDashboardView
        profile={{ ...DEMO_PRODUCER_PROFILE, training_hourly_rate: 0, remix_handle: null }}
        tracks={[]}
        {...actions}
      />,
    );
    expect(screen.queryByTestId('daw-training')).not.toBeInTheDocument();
    expect(screen.getByText('No remix handle yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload First Track' }));
    expect(actions.onUploadTrack).toHaveBeenCalled();
  });
});
