import type { Presence } from '@starmatch/contracts/presence';
import { CHAT_TEXT } from './chat-text';

const MINUTE_MS = 60_000;

function dayOf(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-NZ', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).format(date);
}

/**
 * The header's words for the other person: 'Online', 'Active 5m ago' within the hour, 'Active
 * today' earlier the same day in `timeZone` (New Zealand's, as every date the app shows), and
 * nothing older or unknown (hidden, or never seen).
 */
export function presenceText(
  presence: Presence | undefined,
  now: Date,
  timeZone?: string,
): string | null {
  if (!presence) return null;
  if (presence.online) return CHAT_TEXT.online;
  if (presence.lastActiveAt === null) return null;
  const at = new Date(presence.lastActiveAt);
  const ago = now.getTime() - at.getTime();
  // A clock a little behind the server's still reads as just now.
  if (ago < 60 * MINUTE_MS)
    return CHAT_TEXT.activeMinutesAgo(Math.max(1, Math.floor(ago / MINUTE_MS)));
  return dayOf(at, timeZone) === dayOf(now, timeZone) ? CHAT_TEXT.activeToday : null;
}
