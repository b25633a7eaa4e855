import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from './booking-api.ts';
import { OFFER_LINES_FOR_CUSTOMER, OFFER_LINES_FOR_DJ, offerStatusLine } from './offer-status-line.ts';

const money = (amount: number) => `€${amount}`;
const dj = { side: 'dj', customerName: 'Spreewerk', money } as const;
const customer = { side: 'customer', money } as const;
const offer = (status_message: string | null, counter_hourly_rate: number | null = null) => ({
  status_message,
  counter_hourly_rate,
  dj_name: 'Nova Reyes',
});

describe('an offer’s status line from each side', () => {
  it('keeps the spec’s words for the customer and gives the DJ lines true from the DJ’s side', () => {
    const confirmed = offer(OFFER_MESSAGES.acceptedByCustomer);
    expect(offerStatusLine(confirmed, customer)).toBe('Booking confirmed! Contract sent to DJ.');
    expect(offerStatusLine(confirmed, dj)).toBe(OFFER_LINES_FOR_DJ.bookingConfirmed);
    expect(OFFER_LINES_FOR_DJ.bookingConfirmed).toBe('Booking confirmed. The contract is on its way to you.');

    const countered = offer(OFFER_MESSAGES.counterSentByCustomer, 145);
    expect(offerStatusLine(countered, customer)).toBe('Counter offer sent to the DJ.');
    expect(offerStatusLine(countered, dj)).toBe('Spreewerk countered with €145 / hour.');
  });

  it('gives the customer lines true from the customer’s side, naming the DJ', () => {
    expect(offerStatusLine(offer(OFFER_MESSAGES.counterSentByDj, 130), customer)).toBe(
      'Nova Reyes countered with €130 / hour.',
    );
    expect(offerStatusLine(offer(OFFER_MESSAGES.counterSentByDj, 130), dj)).toBe(
      'Counter offer sent to Spreewerk.',
    );
    expect(offerStatusLine(offer(OFFER_MESSAGES.offerAcceptedByCustomer), customer)).toBe(
      OFFER_LINES_FOR_CUSTOMER.offerAccepted,
    );
    expect(offerStatusLine(offer(OFFER_MESSAGES.offerAcceptedByCustomer), dj)).toBe(
      'Spreewerk accepted your offer and confirms the contract next.',
    );
    expect(offerStatusLine(offer(OFFER_MESSAGES.counterAcceptedByDj), customer)).toBe(
      'Nova Reyes accepted your counter offer. Confirm the contract next.',
    );
    expect(offerStatusLine(offer(OFFER_MESSAGES.counterAcceptedByDj), dj)).toBe(
      'Counter offer accepted. Spreewerk confirms the contract next.',
    );
  });

  it('never shows a side a line written for the other one', () => {
    for (const message of [OFFER_MESSAGES.acceptedByCustomer, OFFER_MESSAGES.counterSentByCustomer])
      expect(offerStatusLine(offer(message, 100), dj)).not.toBe(message);
    expect(offerStatusLine(offer(OFFER_MESSAGES.counterSentByDj, 100), customer)).not.toBe(
      OFFER_MESSAGES.counterSentByDj,
    );
    expect(offerStatusLine(offer(OFFER_MESSAGES.withdrawn), dj)).toBe(OFFER_LINES_FOR_DJ.withdrawn);
    expect(offerStatusLine(offer(OFFER_MESSAGES.withdrawn), customer)).toBe(OFFER_MESSAGES.withdrawn);
  });

  it('passes lines true from both sides unchanged, and says nothing without a line', () => {
    for (const message of [
      OFFER_MESSAGES.counterDeclined,
      OFFER_MESSAGES.offerDeclined,
      OFFER_MESSAGES.closedBookedElsewhere,
    ]) {
      expect(offerStatusLine(offer(message), dj)).toBe(message);
      expect(offerStatusLine(offer(message), customer)).toBe(message);
    }
    expect(offerStatusLine(offer(null), dj)).toBeNull();
  });
});
