import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, listTimeZones } from '@cuepoint/domain/catalog/timezones';

const subscribeNever = () => () => {};
const SERVER_ZONES: readonly string[] = [DEFAULT_TIME_ZONE];

/**
 * The zones the reader's browser knows. The server's list may differ from the browser's, so the page is rendered
 * and hydrated with UTC alone and the full list follows.
 */
export function useTimeZones(): readonly string[] {
  return useSyncExternalStore(subscribeNever, listTimeZones, () => SERVER_ZONES);
}
