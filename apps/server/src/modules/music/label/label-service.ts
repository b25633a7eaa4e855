import type { Clock } from '../../../adapters/clock.ts';
import { notFound } from '../../../http/app-error.ts';
import { DEFAULT_TIME_ZONE } from '@cuepoint/domain/catalog/timezones';
import { canonicalTimeZone, localDate } from '@cuepoint/domain/djs/weekly-slot';
import type { TLabelDashboard } from '@cuepoint/domain/labels/label-dashboard';
import {
  LABEL_DASHBOARD_MESSAGES,
  LABEL_DJ_TARGET,
  LABEL_VENUE_TARGET,
  runningTotals,
} from '@cuepoint/domain/labels/label-figures';
import { lastMonths } from '@cuepoint/domain/venues/analytics';
import type { LabelStore } from './label-store.ts';

/**
 * The label dashboard from the product's records (decision record 036). The performance rights progress is counted
 * from venue bookings since the label's grant; stems sales, revenue streams, the DJ pool and stems packages have no
 * records for labels yet, so they are null and the screen shows sample figures in their place.
 */
export function createLabelService(deps: { store: LabelStore; clock: Clock }) {
  const { store, clock } = deps;
  return {
    async dashboard(userId: number): Promise<TLabelDashboard> {
      const label = await store.label(userId);
      if (!label) throw notFound(LABEL_DASHBOARD_MESSAGES.notFound);
      const timeZone = canonicalTimeZone(label.timezone ?? '') ?? DEFAULT_TIME_ZONE;
      const firsts = await store.firstsPerMonth(label.createdAt, timeZone);
      const total = (list: ReadonlyArray<{ count: number }>) =>
        list.reduce((sum, entry) => sum + entry.count, 0);
      return {
        label: {
          label_name: label.labelName,
          catalogue_size: label.catalogueSize,
          monetize_back_catalogue: label.monetizeBackCatalogue,
          promote_to_djs: label.promoteToDjs,
          city: label.city,
          country: label.country,
        },
        performance_rights: {
          source: 'live',
          since: localDate(label.createdAt, timeZone),
          venues: total(firsts.venues),
          djs: total(firsts.djs),
          venue_target: LABEL_VENUE_TARGET,
          dj_target: LABEL_DJ_TARGET,
          months: runningTotals(lastMonths(localDate(clock.now(), timeZone)), firsts),
        },
        stems_sales: null,
        revenue_streams: null,
        dj_pool: null,
        stems_packages: null,
      };
    },
  };
}
