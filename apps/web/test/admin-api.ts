import type { AdminReport, ResolveReportRequest } from '@starmatch/contracts/moderation';
import { AUDIT, NOW, OPEN_QUEUE, RESOLVED } from './admin-fixtures';
import { type StubAnswer, stubApi } from './api-stub';
import { USER } from './fixtures';
import { jsonResponse } from './render-app';

export const OPEN_REPORTS_KEY = 'GET /api/admin/reports?status=open';
export const RESOLVED_REPORTS_KEY = 'GET /api/admin/reports?status=resolved';
export const AUDIT_KEY = 'GET /api/admin/audit';

export function resolveKey(report: AdminReport): string {
  return `POST /api/admin/reports/${report.id}/resolve`;
}

/**
 * Signs in as a moderator and answers the moderation page's calls like the API would: a resolved
 * report leaves the open queue, so a refetch after it no longer has it. Tests override what
 * they need.
 */
export function adminApi(
  overrides: Record<string, StubAnswer> = {},
  queue: readonly AdminReport[] = OPEN_QUEUE,
) {
  localStorage.setItem('sessionToken', 'tok-1');
  let open = [...queue];
  const resolve = (report: AdminReport): StubAnswer => {
    return (body) => {
      const { action, note } = body as ResolveReportRequest;
      open = open.filter((other) => other.id !== report.id);
      return jsonResponse({
        ...report,
        status: 'resolved',
        resolution: {
          action,
          note: note ?? null,
          moderator: { id: USER.id, fullName: USER.fullName },
          resolvedAt: NOW,
        },
      } satisfies AdminReport);
    };
  };
  return stubApi({
    'GET /api/auth/user': jsonResponse(USER),
    [OPEN_REPORTS_KEY]: () => jsonResponse(open),
    [RESOLVED_REPORTS_KEY]: jsonResponse([RESOLVED]),
    [AUDIT_KEY]: jsonResponse(AUDIT),
    ...Object.fromEntries(queue.map((report) => [resolveKey(report), resolve(report)])),
    ...overrides,
  });
}
