import type { TPaymentsConfig } from '@cuepoint/domain/payments/intents';
import { isServer, useQuery } from '@tanstack/react-query';
import { apiClient, apiData } from './api.ts';

/**
 * GET /payments/config: which gateway takes payments (the test gateway, or Stripe with its publishable key). The
 * server renderer puts the answer into every page's query cache, so the browser has it without asking.
 */
export const PAYMENTS_CONFIG_KEY = ['payments-config'] as const;

export const fetchPaymentsConfig = (): Promise<TPaymentsConfig> => apiData(apiClient.GET('/payments/config'));

/** The server renderer never asks: it is handed the answer (a page rendered without it shows no strip). */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: PAYMENTS_CONFIG_KEY,
    queryFn: fetchPaymentsConfig,
    staleTime: Infinity,
    enabled: !isServer,
  });
}
