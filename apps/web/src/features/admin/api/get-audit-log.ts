import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import type { AuditEntry } from '@starmatch/contracts/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

/** GET /api/admin/audit: every moderation action, most recent first. */
export function getAuditLog(signal?: AbortSignal): Promise<AuditEntry[]> {
  return apiCall(moderationRoutes.getAuditLog, { signal });
}

export function auditLogQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.audit(),
    queryFn: ({ signal }) => getAuditLog(signal),
    retry: retryUnlessNotModerator,
  });
}

export function useAuditLog(enabled = true) {
  return useQuery({ ...auditLogQueryOptions(), enabled });
}
