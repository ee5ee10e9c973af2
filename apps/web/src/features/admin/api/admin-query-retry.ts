import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { ApiError } from '@/lib/api-client';

/** 404 is how /api/admin/* says 'not a moderator': final, so never asked again. */
export function isNotModerator(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function retryUnlessNotModerator(failureCount: number, error: unknown): boolean {
  return !isNotModerator(error) && failureCount < QUERY_TIMINGS.defaultRetries;
}
