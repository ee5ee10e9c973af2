import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import { type CurrentChatMatch, currentChatMatchSchema } from '@starmatch/contracts/matches';

// The matches screen hands the chosen match to /chat through local storage, so
// a reload of /chat still knows whom the conversation is with.

export function saveCurrentChatMatch(match: CurrentChatMatch): void {
  const stored: CurrentChatMatch = { id: match.id, otherUser: match.otherUser };
  localStorage.setItem(STORAGE_KEYS.currentChatMatch, JSON.stringify(stored));
}

/** The stored match, or null when there is none or it is not a match any more. */
export function readCurrentChatMatch(): CurrentChatMatch | null {
  const text = localStorage.getItem(STORAGE_KEYS.currentChatMatch);
  if (text === null) return null;
  try {
    const parsed = currentChatMatchSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
