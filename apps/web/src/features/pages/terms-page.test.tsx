import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TermsPage } from './terms-page.tsx';
import { TERMS_SECTIONS } from './terms-sections.tsx';
import { renderPage } from './render-page.tsx';

describe('TermsPage', () => {
  it('renders the terms, last updated September 2025', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated September 2025');
    expect(document.title).toMatch(/^Terms of Service · Cuepoint/);
  });

  it('has a table of contents linking to every section', () => {
    renderPage(<TermsPage />);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links).toHaveLength(TERMS_SECTIONS.length);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).toBeInstanceOf(HTMLElement);
    }
  });

  it('states the minimum age', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('region', { name: /eligibility/i })).toHaveTextContent('at least 13 years old');
  });

  it('states the booking and payment rules', () => {
    renderPage(<TermsPage />);
    const payments = screen.getByRole('region', { name: /payments and fees/i });
    expect(payments).toHaveTextContent(/card is authorized, not charged/i);
    expect(payments).toHaveTextContent(/charged only when a DJ accepts and the event is confirmed/i);
    expect(payments).toHaveTextContent(/within 24 hours of the event/i);
    expect(payments).toHaveTextContent(/nothing is charged if no DJ accepts or the event is cancelled/i);
    expect(payments).toHaveTextContent(/platform fee is paid by the DJ/i);
    expect(payments).toHaveTextContent('1 EUR, USD or GBP per performance hour');
    expect(payments).toHaveTextContent('2.9% + 0.30');
  });

  it('links to the three contact types and the privacy policy', () => {
    renderPage(<TermsPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of [
      '/contact?type=legal',
      '/contact?type=support',
      '/contact?type=general',
      '/privacy',
    ]) {
      expect(hrefs).toContain(href);
    }
  });
});
