import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StreamPage } from './stream-page.tsx';
import { renderPage } from './render-page.tsx';

describe('StreamPage', () => {
  it('explains the three steps of a stream', () => {
    renderPage(<StreamPage />);
    for (const name of ['Venues book', 'DJs perform live', 'Venues receive']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(document.title).toMatch(/^Cuepoint Stream · Cuepoint/);
  });

  it('links venues and DJs to their pages', () => {
    renderPage(<StreamPage />);
    for (const link of screen.getAllByRole('link', { name: 'Book a Cuepoint Stream' })) {
      expect(link).toHaveAttribute('href', '/venues');
    }
    for (const link of screen.getAllByRole('link', { name: 'DJ: Increase Your Reach' })) {
      expect(link).toHaveAttribute('href', '/djs');
    }
  });

  it('shows venue benefits and the technical claims', () => {
    renderPage(<StreamPage />);
    expect(screen.getByRole('region', { name: /why venues stream/i })).toBeInTheDocument();
    const tech = screen.getByRole('region', { name: /built for club sound systems/i });
    expect(tech).toHaveTextContent('Uncompressed 48 kHz PCM');
    for (const requirement of [
      'macOS 12.0+',
      '4 GB RAM minimum (8 GB recommended)',
      '10+ Mbps upload',
      '10+ Mbps download',
    ]) {
      expect(tech).toHaveTextContent(requirement);
    }
  });

  it('has a keyboard-operable visitor FAQ', async () => {
    const user = userEvent.setup();
    renderPage(<StreamPage />);
    const trigger = screen.getByRole('button', { name: 'Is the DJ really playing live?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/live performance, not a recorded mix/i)).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Will it sound as good as a DJ in the room?' })).toHaveFocus();
  });
});
