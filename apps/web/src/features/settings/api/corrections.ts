import { correctionRoutes } from '@starmatch/contracts/api-routes-corrections';
import type { CorrectionBody, CorrectionState } from '@starmatch/contracts/corrections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function correctionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.corrections(),
    queryFn: ({ signal }) => apiCall(correctionRoutes.getCorrections, { signal }),
  });
}

/** The account's name, date of birth and gender, and the latest correction request. */
export function useCorrections() {
  return useQuery(correctionsQueryOptions());
}

/** Files a request; the answer replaces the card's state, and a refusal has it read again. */
export function useRequestCorrection() {
  const queryClient = useQueryClient();
  const key = queryKeys.corrections();
  return useMutation({
    mutationFn: (body: CorrectionBody) => apiCall(correctionRoutes.requestCorrection, { body }),
    onSuccess: (state: CorrectionState) => queryClient.setQueryData(key, state),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
