import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the payment modal's test card form and secures the booking (4242… is authorized on the test gateway). */
export async function secureWithCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  const payment = page.getByRole('dialog', { name: 'Secure Your Booking' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM / YY)').fill('12 / 30');
  await payment.getByLabel('Security code (CVC)').fill('123');
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
