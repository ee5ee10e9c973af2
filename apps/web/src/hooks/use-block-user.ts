import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { forgetPerson } from '@/lib/forget-person';

/** POST /api/blocks: answers with the sentence the toast shows. */
export async function blockUser(userId: string): Promise<string> {
  const { message } = await apiCall(safetyRoutes.blockUser, { body: { userId } });
  return message;
}

/** Blocks someone; they leave every list on screen at once. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: (_message, userId) => forgetPerson(queryClient, userId),
  });
}
