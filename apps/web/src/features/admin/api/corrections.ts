import { correctionRoutes } from '@starmatch/contracts/api-routes-corrections';
import type { CorrectionDecision, DecideCorrectionBody } from '@starmatch/contracts/corrections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

export function adminCorrectionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.corrections(),
    queryFn: ({ signal }) => apiCall(correctionRoutes.getAdminCorrections, { signal }),
    retry: retryUnlessNotModerator,
  });
}

/** GET /api/admin/corrections: the open correction requests, oldest first. */
export function useAdminCorrections() {
  return useQuery(adminCorrectionsQueryOptions());
}

export interface DecideCorrectionInput {
  id: string;
  decision: CorrectionDecision;
  /** Already trimmed; empty means none, and is not sent. */
  note: string;
}

/** POST /api/admin/corrections/{id}/decide; the list and the audit log are read again after. */
export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: DecideCorrectionInput) => {
      const body: DecideCorrectionBody = note === '' ? { decision } : { decision, note };
      return apiCall(correctionRoutes.decideCorrection, { params: { id }, body });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.corrections() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit() });
    },
  });
}
