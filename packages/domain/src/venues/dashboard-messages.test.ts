import { describe, expect, it } from 'vitest';
import { NOT_SPECIFIED, VENUE_DASHBOARD_MESSAGES } from './dashboard-messages.ts';

describe('venue dashboard messages', () => {
  it('keep the spec texts verbatim', () => {
    expect(VENUE_DASHBOARD_MESSAGES.noBookingRequests).toBe('No booking requests yet');
    expect(NOT_SPECIFIED).toBe('Not specified');
  });

  it('name the reason a call failed, else "Unknown error"', () => {
    expect(VENUE_DASHBOARD_MESSAGES.bannerFailed('Please select a valid image file')).toBe(
      'Failed to upload banner image: Please select a valid image file',
    );
    expect(VENUE_DASHBOARD_MESSAGES.settingsFailed(undefined)).toBe(
      'Failed to save venue settings: Unknown error',
    );
    expect(VENUE_DASHBOARD_MESSAGES.loadFailed('your events', ' ')).toBe(
      'Failed to load your events: Unknown error',
    );
  });
});
