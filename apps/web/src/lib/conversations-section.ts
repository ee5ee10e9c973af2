import { paths } from './paths';

// Not in paths.ts: that module is in the first page's JavaScript, and only signed-in screens,
// loaded with their routes, need these.

/** The id of the matches screen's list of conversations ('Your Matches'). */
export const CONVERSATIONS_SECTION_ID = 'conversations';

/** The matches screen opened at its conversations: where the 'Messages' tab lands. */
export const conversationsPath = `${paths.matches}#${CONVERSATIONS_SECTION_ID}`;
