import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PrivacyPage } from './privacy-page.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';
import { renderPage } from './render-page.tsx';

describe('PrivacyPage', () => {
  it('renders the policy with its date and title', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('September 2025')).toBeInTheDocument();
    expect(document.title).toMatch(/^Privacy Policy · Cuepoint/);
  });

  it('has a table of contents linking to every section', () => {
    renderPage(<PrivacyPage />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(PRIVACY_SECTIONS.length);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toBeInstanceOf(HTMLElement);
    }
  });

  it('states retention, minimum age and response time', () => {
    renderPage(<PrivacyPage />);
    const retention = screen.getByRole('region', { name: /how long we keep it/i });
    expect(retention).toHaveTextContent('up to 3 years');
    expect(screen.getByRole('region', { name: /children/i })).toHaveTextContent('at least 13 years old');
    expect(screen.getByRole('region', { name: /your rights/i })).toHaveTextContent('within 48 hours');
  });

  it('describes the one strictly necessary cookie and the data held', () => {
    renderPage(<PrivacyPage />);
    const cookies = screen.getByRole('region', { name: /cookies/i });
    expect(cookies).toHaveTextContent(/one cookie, and it is strictly necessary/i);
    expect(cookies).toHaveTextContent(/no analytics, advertising or tracking cookies/i);
    const data = screen.getByRole('region', { name: /the data we collect/i });
    for (const kind of [
      'Booking requests',
      'Payment data',
      'Push subscriptions',
      'E-mails and messages',
      'Sets and uploads',
    ]) {
      expect(data).toHaveTextContent(kind);
    }
  });

  it('points privacy requests to the legal contact form', () => {
    renderPage(<PrivacyPage />);
    const links = screen.getAllByRole('link', { name: /legal matters/i });
    expect(links[0]).toHaveAttribute('href', '/contact?type=legal');
  });
});
