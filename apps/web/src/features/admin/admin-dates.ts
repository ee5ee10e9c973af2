import { APP_TIME_ZONE } from '@starmatch/contracts/constants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a report has waited: 'just now', then whole minutes, hours and days. */
export function ageText(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** '5/06/2025, 2:30 pm': the time in New Zealand, where the members and the team are. */
export function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString('en-NZ', {
    timeZone: APP_TIME_ZONE,
    day: 'numeric',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '5/06/2025'. */
export function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-NZ', { timeZone: APP_TIME_ZONE });
}
