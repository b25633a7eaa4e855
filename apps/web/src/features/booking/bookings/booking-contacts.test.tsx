import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { booking } from '../testing/offer-fixtures.ts';
import { BookingContacts } from './booking-contacts.tsx';

const confirmedAtVenue = booking({
  status: 'confirmed',
  customer_name: 'Spreewerk',
  dj_email: 'nova@example.com',
  customer_email: 'bookings@spreewerk.example',
  venue_address: 'Köpenicker Str. 70',
});

describe('BookingContacts', () => {
  it("gives the DJ the venue's address and the customer's e-mail", () => {
    render(<BookingContacts booking={confirmedAtVenue} reader="dj" />);
    expect(screen.getByText(/Venue address:/)).toHaveTextContent(
      'Venue address: Köpenicker Str. 70, Berlin, Germany',
    );
    expect(screen.getByRole('link', { name: 'bookings@spreewerk.example' })).toHaveAttribute(
      'href',
      'mailto:bookings@spreewerk.example',
    );
    expect(screen.queryByText('nova@example.com')).not.toBeInTheDocument();
  });

  it("gives the customer the DJ's e-mail", () => {
    render(<BookingContacts booking={confirmedAtVenue} reader="customer" />);
    expect(screen.getByRole('link', { name: 'nova@example.com' })).toBeInTheDocument();
    expect(screen.queryByText(/Venue address/)).not.toBeInTheDocument();
  });

  it('shows nothing before the server shares the contacts', () => {
    const { container } = render(<BookingContacts booking={booking()} reader="dj" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the city once when the venue address already holds it', () => {
    render(
      <BookingContacts
        booking={{ ...confirmedAtVenue, venue_address: 'Köpenicker Str. 70, 10179 Berlin' }}
        reader="dj"
      />,
    );
    expect(screen.getByText(/Venue address:/)).toHaveTextContent(
      'Venue address: Köpenicker Str. 70, 10179 Berlin, Germany',
    );
  });
});
