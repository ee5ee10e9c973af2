import type { JoinWaitlistRequest } from '@starmatch/contracts/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { waitlistCountQueryOptions } from './get-waitlist-count';

export async function joinWaitlist(body: JoinWaitlistRequest) {
  // Loaded when the form is sent: the contract brings zod, which the landing needs only then.
  const { waitlistRoutes } = await import('@starmatch/contracts/api-routes-waitlist');
  return apiCall(waitlistRoutes.joinWaitlist, { body });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => {
      // docs/PRODUCT.md "Waitlist landing page": the displayed count goes up by one. Counting locally keeps the
      // number the person just saw consistent rather than jumping with others' joins.
      queryClient.setQueryData(waitlistCountQueryOptions().queryKey, (previous) =>
        previous ? { count: previous.count + 1 } : previous,
      );
    },
  });
}
