import type { TDjInboxRequest } from '@cuepoint/domain/booking/booking-api';
import { dashboardRoutes } from '../../dj-dashboard/testing/dashboard-fixtures.ts';

export { inboxRequest, djPayout } from '../../dj-dashboard/testing/dashboard-fixtures.ts';

/** A signed-in DJ whose inbox holds `requests`, with no unread conversations. */
export function workspaceRoutes(requests: TDjInboxRequest[], extra: Record<string, unknown> = {}) {
  return {
    ...dashboardRoutes(),
    'GET /dj/booking-requests': { body: { success: true, data: requests } },
    'GET /conversations/unread': { body: { success: true, data: [] } },
    ...extra,
  };
}
