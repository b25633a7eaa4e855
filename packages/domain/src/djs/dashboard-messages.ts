/**
 * The DJ dashboard's notices (docs/product/djs.md), word for word. Free of schema code: the dashboard's
 * cards load them without zod.
 */

import type { TImageUsageType } from './images.ts';

/** The spec's stand-in when a failed call says nothing about why. */
export const UNKNOWN_ERROR = 'Unknown error';

const withReason = (prefix: string) => (error: string | undefined) =>
  `${prefix}: ${error?.trim() || UNKNOWN_ERROR}`;

const IMAGE_NAMES: Record<TImageUsageType, string> = { profile: 'profile image', banner: 'banner image' };

export const DJ_DASHBOARD_MESSAGES = {
  accessDenied: 'Access Denied - Please sign in to access your dashboard.',
  addTimeSlotFailed: withReason('Failed to add time slot'),
  deleteTimeSlotFailed: withReason('Failed to delete time slot'),
  addPeriodFailed: withReason('Failed to add availability period'),
  deletePeriodFailed: withReason('Failed to delete availability period'),
  saveProfileFailed: withReason('Failed to save profile'),
  saveProfileUnreachable: 'Failed to save profile changes. Please try again.',
  featureRequestFailed: withReason('Failed to submit feature request'),
  featureRequestProcessing: 'Processing your request...',
  /** Ours: a genre typed that the catalogue does not hold. */
  genreNotInList: 'Please choose a genre from the suggestions',
  uploadFailed: (usage: TImageUsageType, error: string | undefined) =>
    withReason(`Failed to upload ${IMAGE_NAMES[usage]}`)(error),
  uploadUnreachable: (usage: TImageUsageType) => `Error uploading ${IMAGE_NAMES[usage]}. Please try again.`,
} as const;
