import type { SafetyNotice } from '@starmatch/contracts/safety-notices';
import { listUndismissedNotices } from '@starmatch/db/queries/safety-notices';
import type { DomainContext } from '../context.js';

/** The person's notices still to read; never who they are about. */
export async function listSafetyNotices(
  ctx: Pick<DomainContext, 'db'>,
  params: { userId: string },
): Promise<SafetyNotice[]> {
  const rows = await listUndismissedNotices(ctx.db, params.userId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  }));
}
