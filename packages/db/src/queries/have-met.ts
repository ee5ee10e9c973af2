import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { orderedPair } from './matches.js';

// The "have met" rule for blocks and reports (docs/ARCHITECTURE.md "Trust and safety"). A block
// does not count, so a block can never be what lets a person block or report a stranger; the
// contact before a block still does, since a block keeps decisions, answered requests and ended
// matches.

/**
 * Whether `a` was ever shown, asked by, asked, matched or chatted with `b`: a deck row of a's
 * with b in it, a like, a pass or a request either way, a match now or ended, a message either way.
 * Being in b's deck is not having been shown b.
 */
export async function haveMet(db: Kysely<Database>, a: string, b: string): Promise<boolean> {
  const pair = orderedPair(a, b);
  const { rows } = await sql<{ met: boolean }>`
    select (
      exists (select 1 from decks where user_id = ${a} and candidate_id = ${b})
      or exists (select 1 from decisions where from_user = ${a} and to_user = ${b})
      or exists (select 1 from decisions where from_user = ${b} and to_user = ${a})
      or exists (select 1 from match_requests where from_user = ${a} and to_user = ${b})
      or exists (select 1 from match_requests where from_user = ${b} and to_user = ${a})
      or exists (select 1 from matches where user_a = ${pair.user_a} and user_b = ${pair.user_b})
      or exists (
        select 1 from ended_matches where user_a = ${pair.user_a} and user_b = ${pair.user_b}
      )
      or exists (select 1 from messages where sender_id = ${a} and receiver_id = ${b})
      or exists (select 1 from messages where sender_id = ${b} and receiver_id = ${a})
    ) as met`.execute(db);
  return rows[0]?.met === true;
}
