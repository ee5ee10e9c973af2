import { APP_TIME_ZONE, PREVIEW_LIMITS } from '@starmatch/contracts/constants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The text cut at `limit` characters with '...' when it is longer. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

export function lastMessagePreview(content: string): string {
  return truncate(content, PREVIEW_LIMITS.lastMessageChars);
}

/** 'Just now' under a minute, then whole minutes, hours and days. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/** 'Sent 5/06/2025': the day in New Zealand, where the users live. */
export function sentDate(iso: string): string {
  return `Sent ${new Date(iso).toLocaleDateString('en-NZ', { timeZone: APP_TIME_ZONE })}`;
}

/** An unread badge's text: the count, or '9+' above 9. */
export function unreadBadgeText(count: number): string {
  return count > PREVIEW_LIMITS.badgeCap ? PREVIEW_LIMITS.badgeOverflowLabel : String(count);
}
