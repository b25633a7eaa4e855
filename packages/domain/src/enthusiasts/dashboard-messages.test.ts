import { describe, expect, it } from 'vitest';
import {
  ENTHUSIAST_DASHBOARD_MESSAGES as M,
  ENTHUSIAST_STAT_TILES,
  ENTHUSIAST_TABS,
  LISTED_EVENTS_SHOWN,
} from './dashboard-messages.ts';

describe('enthusiast dashboard texts', () => {
  it('has the spec tabs with overview first, the four tiles in order and lists of 6', () => {
    expect(ENTHUSIAST_TABS).toEqual(['overview', 'events', 'favorites', 'discover', 'settings']);
    expect(ENTHUSIAST_STAT_TILES.map((tile) => tile.label)).toEqual([
      'Events Attended',
      'Favorite DJs',
      'Requests Made',
      'Upcoming Events',
    ]);
    expect(LISTED_EVENTS_SHOWN).toBe(6);
  });

  it("puts the server's reason after a failure, or 'Unknown error' when it gave none", () => {
    expect(M.settingsFailed('Database unavailable')).toBe('Failed to save settings: Database unavailable');
    expect(M.artistAddFailed(undefined)).toBe('Failed to add favorite artist: Unknown error');
    expect(M.loadFailed('past events', '  ')).toBe('Failed to load past events: Unknown error');
  });
});
