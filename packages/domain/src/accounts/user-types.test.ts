import { describe, expect, it } from 'vitest';
import { canSeeAppLink, dashboardRouteFor, userTypeLabel } from './user-types.ts';

describe('user types', () => {
  it('routes each role to its dashboard and anything else to /dashboard', () => {
    expect(dashboardRouteFor('dj')).toBe('/dj-dashboard');
    expect(dashboardRouteFor('venue')).toBe('/venue-dashboard');
    expect(dashboardRouteFor('enthusiast')).toBe('/enthusiast-dashboard');
    expect(dashboardRouteFor('producer')).toBe('/producer-dashboard');
    expect(dashboardRouteFor('label')).toBe('/label-dashboard');
    expect(dashboardRouteFor('tour_manager')).toBe('/tour-manager/dashboard');
    expect(dashboardRouteFor('admin')).toBe('/dashboard');
    expect(dashboardRouteFor(undefined)).toBe('/dashboard');
  });

  it('labels roles as the check-email screen does', () => {
    expect(userTypeLabel('label')).toBe('Label Manager');
    expect(userTypeLabel('nobody')).toBe('User');
  });

  it('shows the app link to visitors, DJs and venues only', () => {
    expect(canSeeAppLink(null)).toBe(true);
    expect(canSeeAppLink('dj')).toBe(true);
    expect(canSeeAppLink('venue')).toBe(true);
    expect(canSeeAppLink('producer')).toBe(false);
  });
});
