import { expect, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../fixtures.ts';
import { berlinDate } from './berlin-date.ts';
import { fillCard, paymentDialog } from './booking-form.ts';
import { registerVerifiedVenue } from './register-account.ts';

/** Fills the payment modal's test card form and secures the booking (4242… is authorized on the test gateway). */
export async function secureWithCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  const payment = paymentDialog(page);
  await fillCard(payment, number);
  await payment.getByRole('button', { name: 'Secure Booking (No Charge Now)' }).click();
}

/**
 * A signed-in, verified venue asks the DJ from its booking form (`?dj_id=&rate=`: aimed at the DJ, the rate as its
 * budget) for `date` ("2026-12-01T21:00", Berlin), its card secured on the test gateway. Answers the request's
 * article on Booking Status, where the form leads.
 */
export async function venueRequestsDj(
  venue: Page,
  request: { djId: number; rate: number; date: string; description: string },
): Promise<Locator> {
  await venue.goto(`/venue-dashboard/book-dj?dj_id=${request.djId}&rate=${request.rate}`);
  await venue.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await venue.getByLabel('Event date and time').fill(request.date);
  await venue.getByLabel('Event description').fill(request.description);
  await venue.getByRole('button', { name: 'Request Booking' }).click();
  await secureWithCard(venue);
  await expect(venue).toHaveURL(/\/venue-dashboard\?tab=bookings$/);
  return venue
    .getByRole('list', { name: 'Your booking requests' })
    .getByRole('article')
    .filter({ hasText: request.description });
}

/** A new verified venue signs up on `venue` and asks the DJ for 21:00 four days ahead at 150 an hour (venueRequestsDj). */
export async function newVenueRequestsDj(
  venue: Page,
  venueName: string,
  request: { djId: number; description: string },
): Promise<Locator> {
  await registerVerifiedVenue(venue.request, venueName, waitForMail);
  return venueRequestsDj(venue, { ...request, rate: 150, date: `${berlinDate(4)}T21:00` });
}
