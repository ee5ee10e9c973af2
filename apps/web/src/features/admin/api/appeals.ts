import { appealRoutes } from '@starmatch/contracts/api-routes-appeals';
import type {
  AdminAppeal,
  AppealDecision,
  DecideAppealBodyInput,
} from '@starmatch/contracts/appeals';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

/** GET /api/admin/appeals: open appeals oldest first, then decided ones, each beside its report. */
export function getAdminAppeals(signal?: AbortSignal): Promise<AdminAppeal[]> {
  return apiCall(appealRoutes.getAdminAppeals, { signal });
}

export function adminAppealsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.appeals(),
    queryFn: ({ signal }) => getAdminAppeals(signal),
    retry: retryUnlessNotModerator,
  });
}

export function useAdminAppeals(enabled = true) {
  return useQuery({ ...adminAppealsQueryOptions(), enabled });
}

export interface DecideAppealInput {
  appealId: string;
  decision: AppealDecision;
  /** Already trimmed; empty means none, and is not sent. */
  note: string;
}

/** POST /api/admin/appeals/{id}. */
export function decideAppeal({ appealId, decision, note }: DecideAppealInput) {
  const body: DecideAppealBodyInput = note === '' ? { decision } : { decision, note };
  return apiCall(appealRoutes.decideAppeal, { params: { id: appealId }, body });
}

/** The appeals, the audit log and the report queue's standings again. */
function refresh(queryClient: QueryClient) {
  for (const queryKey of [queryKeys.admin.appeals(), queryKeys.admin.audit()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: (decided) => {
      queryClient.setQueryData<AdminAppeal[]>(adminAppealsQueryOptions().queryKey, (appeals) =>
        appeals?.map((appeal) => (appeal.id === decided.id ? decided : appeal)),
      );
      refresh(queryClient);
    },
    onError: (error) => {
      // 409: decided by another moderator meanwhile; the fresh list shows their decision.
      if (error instanceof ApiError && error.status === 409) refresh(queryClient);
    },
  });
}
