import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PricingBand } from './pricing-band.tsx';
import { ProblemCards } from './problem-cards.tsx';

describe('the fee on the home page', () => {
  it('headlines the platform fee with its currencies', () => {
    render(<PricingBand />);
    const band = screen.getByRole('heading', { level: 2 });
    expect(band).toHaveTextContent('No subscription. €1, $1 or £1 per performance hour.');
    expect(screen.getByText(/platform fee of 1 EUR, USD or GBP per performance hour/)).toHaveTextContent(
      'plus card fees of 2.9% + 0.30 passed through at cost',
    );
  });

  it('names the currency on the DJs card', () => {
    render(
      <MemoryRouter>
        <ProblemCards />
      </MemoryRouter>,
    );
    const card = screen.getByRole('heading', { name: 'DJs', level: 3 }).closest('li');
    expect(within(card!).getByText(/per performance hour/)).toHaveTextContent(
      'Flat €1, $1 or £1 per performance hour, no subscription.',
    );
  });
});
