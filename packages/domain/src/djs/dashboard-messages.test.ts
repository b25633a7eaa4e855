import { describe, expect, it } from 'vitest';
import { DJ_DASHBOARD_MESSAGES, UNKNOWN_ERROR } from './dashboard-messages.ts';

describe('DJ dashboard messages', () => {
  it('name the reason the server gave, else "Unknown error"', () => {
    expect(DJ_DASHBOARD_MESSAGES.addTimeSlotFailed('Please select both start and end times')).toBe(
      'Failed to add time slot: Please select both start and end times',
    );
    expect(DJ_DASHBOARD_MESSAGES.deletePeriodFailed(undefined)).toBe(
      `Failed to delete availability period: ${UNKNOWN_ERROR}`,
    );
    expect(DJ_DASHBOARD_MESSAGES.featureRequestFailed('  ')).toBe(
      'Failed to submit feature request: Unknown error',
    );
  });

  it('say which image failed to upload', () => {
    expect(DJ_DASHBOARD_MESSAGES.uploadFailed('profile', 'Please select a valid image file')).toBe(
      'Failed to upload profile image: Please select a valid image file',
    );
    expect(DJ_DASHBOARD_MESSAGES.uploadUnreachable('banner')).toBe(
      'Error uploading banner image. Please try again.',
    );
  });
});
