import type { AdminReport, AdminReportsResponse } from '@starmatch/contracts/moderation';
import { expect } from 'vitest';
import { testApiPerFile } from './api-per-file.js';
import { call } from './call.js';
import type { Person } from './people.js';
import { signedInModerator } from './reports.js';
import type { TestApi } from './test-api.js';

export interface ModeratorApi {
  api: TestApi;
  /** Hine Moderator, who reads the queue and resolves its reports. */
  moderator: Person;
}

/** The calls of the moderation queue and the audit log (docs/ARCHITECTURE.md "Moderation"). */
export function moderationQueueCalls({ api, moderator }: ModeratorApi) {
  async function page(query: string): Promise<AdminReportsResponse> {
    const response = await call(api, 'GET', `/api/admin/reports${query}`, undefined, {
      token: moderator.token,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as AdminReportsResponse;
  }
  return {
    page,
    /** The first page of the queue (or the history), which holds every report of these tests. */
    async queue(status?: 'open' | 'resolved'): Promise<AdminReport[]> {
      const answer = await page(status ? `?status=${status}` : '');
      expect(answer.nextCursor).toBeNull();
      return answer.reports;
    },
    resolve(id: string, action: string, note?: string) {
      return call(
        api,
        'POST',
        `/api/admin/reports/${id}/resolve`,
        { action, ...(note === undefined ? {} : { note }) },
        { token: moderator.token },
      );
    },
  };
}

export type ModerationQueueCalls = ReturnType<typeof moderationQueueCalls>;

/** testApiPerFile with Hine Moderator signed in, and the queue's calls as her. */
export function moderationQueuePerFile(
  take: (started: ModeratorApi & { calls: ModerationQueueCalls }) => void,
): void {
  testApiPerFile(async (api) => {
    const moderator = await signedInModerator(api.db, 'Hine Moderator');
    take({ api, moderator, calls: moderationQueueCalls({ api, moderator }) });
  });
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
