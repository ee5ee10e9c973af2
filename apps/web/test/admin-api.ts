import type { AdminReport, ResolveReportRequest } from '@starmatch/contracts/moderation';
import { AUDIT, NOW, OPEN_QUEUE, PHOTO_1, PHOTO_2, RESOLVED } from './admin-fixtures';
import { type StubAnswer, stubApi } from './api-stub';
import { USER } from './fixtures';
import { jsonResponse } from './render-app';

export const OPEN_REPORTS_KEY = 'GET /api/admin/reports?status=open';
export const RESOLVED_REPORTS_KEY = 'GET /api/admin/reports?status=resolved';
export const AUDIT_KEY = 'GET /api/admin/audit';

/** A page of reports as GET /api/admin/reports answers it. */
export function reportsPage(reports: readonly AdminReport[], nextCursor: string | null = null) {
  return jsonResponse({ reports, nextCursor });
}

/** A photo's bytes, as the moderator-only photo route answers them. */
export function photoResponse(bytes: string): Response {
  return new Response(new Blob([bytes], { type: 'image/webp' }), {
    status: 200,
    headers: { 'Content-Type': 'image/webp' },
  });
}

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
    [OPEN_REPORTS_KEY]: () => reportsPage(open),
    [RESOLVED_REPORTS_KEY]: reportsPage([RESOLVED]),
    [`GET ${PHOTO_1}`]: () => photoResponse('photo one'),
    [`GET ${PHOTO_2}`]: () => photoResponse('photo two'),
    [AUDIT_KEY]: jsonResponse(AUDIT),
    ...Object.fromEntries(queue.map((report) => [resolveKey(report), resolve(report)])),
    ...overrides,
  });
}
