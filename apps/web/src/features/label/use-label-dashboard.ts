import { useQuery } from '@tanstack/react-query';
import type { TLabelDashboard } from '@cuepoint/domain/labels/label-dashboard';
import { api } from '../../lib/api.ts';

/** The label's figures, cached per account so nothing of one label shows after another signs in. */
export function useLabelDashboard(userId: number) {
  return useQuery({
    queryKey: ['label-dashboard', userId],
    queryFn: () =>
      api<{ success: true; data: TLabelDashboard }>('/label/dashboard').then((body) => body.data),
  });
}
