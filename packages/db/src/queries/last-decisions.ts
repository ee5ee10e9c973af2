import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

/**
 * Remembers a like or pass as the person's latest decision, the one Undo may take back
 * (undo-pass.ts). A new decision replaces the old and clears its undo. `score` and `compatibility`
 * are what the deck held for the pair when the decision took them off it; a repeated pass (the deck
 * wraps around in the browser) finds nobody on the deck, so it keeps what an earlier decision about
 * the same person remembered.
 */
export async function rememberLastDecision(
  db: Kysely<Database>,
  params: {
    userId: string;
    candidateId: string;
    isLike: boolean;
    score: number | null;
    compatibility: string | null;
  },
): Promise<void> {
  await db
    .insertInto('last_decisions')
    .values({
      user_id: params.userId,
      candidate_id: params.candidateId,
      is_like: params.isLike,
      score: params.score,
      compatibility: params.compatibility,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        candidate_id: (eb) => eb.ref('excluded.candidate_id'),
        is_like: (eb) => eb.ref('excluded.is_like'),
        score: sql<number | null>`coalesce(excluded.score, case
          when last_decisions.candidate_id = excluded.candidate_id
          then last_decisions.score end)`,
        compatibility: sql<string | null>`case when excluded.score is not null
          then excluded.compatibility
          when last_decisions.candidate_id = excluded.candidate_id
          then last_decisions.compatibility end`,
        decided_at: sql<Date>`now()`,
        undone_at: null,
      }),
    )
    .execute();
}
