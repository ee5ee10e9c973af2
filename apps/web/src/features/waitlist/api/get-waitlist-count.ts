import { waitlistCountRead } from 'virtual:contract-reads';
import type { WaitlistCountResponse } from '@starmatch/contracts/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractRead } from '@/lib/contract-read';
import { queryKeys } from '@/lib/query-keys';

export function getWaitlistCount(signal?: AbortSignal) {
  // Checked without zod: the waitlist landing shows it as it opens (build/contract-reads.ts).
  return contractRead<WaitlistCountResponse>(waitlistCountRead, signal);
}

export function waitlistCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.waitlistCount(),
    queryFn: ({ signal }) => getWaitlistCount(signal),
  });
}

export function useWaitlistCount() {
  return useQuery(waitlistCountQueryOptions());
}
