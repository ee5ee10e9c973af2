import { APP_TIME_ZONE } from '@starmatch/contracts/constants';

/** '5/06/2025': the day in New Zealand, where the users live. */
export function nzDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-NZ', { timeZone: APP_TIME_ZONE });
}
