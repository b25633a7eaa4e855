import { useQuery } from '@tanstack/react-query';
import { apiData, apiClient } from '../../lib/api.ts';

/** The label's figures, cached per account so nothing of one label shows after another signs in. */
export function useLabelDashboard(userId: number) {
  return useQuery({
    queryKey: ['label-dashboard', userId],
    queryFn: () => apiData(apiClient.GET('/label/dashboard')),
  });
}
