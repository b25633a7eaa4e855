import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';

/** docs/product/content.md: what the demo's confirmation steps review. */
export type DemoBooking = {
  djName: string;
  djEmail: string;
  eventType: 'remote' | 'in-person';
  eventDate: string;
  eventTime: string;
  durationHours: number;
  venue: string;
  venueAddress: string;
  finalAmount: number;
  currency: TExtendedCurrency;
  eventDescription: string;
};
