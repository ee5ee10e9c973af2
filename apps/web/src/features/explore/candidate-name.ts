import type { Candidate } from '@starmatch/contracts/candidates';

/** The name a card greets someone by: their first name, or the whole name if there is no split. */
export function displayName(candidate: Candidate): string {
  return candidate.user.firstName || candidate.fullName;
}
