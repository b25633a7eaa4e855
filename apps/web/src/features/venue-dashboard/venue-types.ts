/** Answers of the venue calls the dashboard reads (the API contract of the venue area). */

export type VenueAnalytics = {
  total_events: number;
  co_streamed_events: number;
  remote_djs: number;
  favorite_djs: number;
  average_duration_minutes: number;
  estimated_revenue: number;
  currency: string;
  app_id: string;
  events_per_month: Array<{ month: string; count: number }>;
};
