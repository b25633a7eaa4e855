import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AboutPage } from './about-page.tsx';
import { renderPage } from './render-page.tsx';

describe('AboutPage', () => {
  it('says what Cuepoint is and sets the title', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/dance floor/i);
    expect(document.title).toMatch(/^About · Cuepoint/);
  });

  it('names all six audiences', () => {
    renderPage(<AboutPage />);
    for (const name of ['DJs', 'Venues', 'Music enthusiasts', 'Producers', 'Labels', 'Tour managers']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('lists what Cuepoint does', () => {
    renderPage(<AboutPage />);
    for (const name of [
      'In-person bookings',
      'Live-streamed bookings',
      'Matchmaking',
      'Weekly residencies',
      'Co-streaming',
      'DJ pool and free tools',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'free DJ tools' })).toHaveAttribute('href', '/dj-tools');
  });

  it('shows the fair pricing with the published payout examples', () => {
    renderPage(<AboutPage />);
    const pricing = screen.getByRole('region', { name: /€1, \$1 or £1 per performance hour/i });
    expect(pricing).toHaveTextContent('2.9% + 0.30');
    expect(pricing).toHaveTextContent(/no subscription/i);
    for (const payout of ['€289.00', '$384.10', '£579.30', '£18.12']) {
      expect(within(pricing).getByText(payout)).toBeInTheDocument();
    }
  });

  it('invites contact', () => {
    renderPage(<AboutPage />);
    const contact = screen.getAllByRole('link', { name: /get in touch|contact cuepoint/i });
    expect(contact.length).toBeGreaterThanOrEqual(2);
    for (const link of contact) expect(link).toHaveAttribute('href', '/contact');
  });
});
