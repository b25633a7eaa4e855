import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { canSeeAppLink, dashboardRouteFor, userTypeLabel } from './user-types.ts';

describe('user types', () => {
  it('routes each role to its dashboard and anything else to /dashboard', () => {
    expectMapping(dashboardRouteFor, {
      dj: '/dj-dashboard',
      venue: '/venue-dashboard',
      enthusiast: '/enthusiast-dashboard',
      producer: '/producer-dashboard',
      label: '/label-dashboard',
      tour_manager: '/tour-manager/dashboard',
      admin: '/dashboard',
    });
    expect(dashboardRouteFor(undefined)).toBe('/dashboard');
  });

  it('labels roles as the check-email screen does', () => {
    expect(userTypeLabel('label')).toBe('Label Manager');
    expect(userTypeLabel('nobody')).toBe('User');
  });

  it('shows the app link to visitors, DJs and venues only', () => {
    expect(canSeeAppLink(null)).toBe(true);
    expectMapping(canSeeAppLink, {
      dj: true,
      venue: true,
      producer: false,
    });
  });
});
