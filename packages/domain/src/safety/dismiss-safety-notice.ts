import { dismissNotice } from '@starmatch/db/queries/safety-notices';
import type { DomainContext } from '../context.js';

export type DismissSafetyNoticeResult = { outcome: 'dismissed' } | { outcome: 'not_found' };

/** Someone else's notice is answered like one that does not exist. Dismissing again is fine. */
export async function dismissSafetyNotice(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  params: { userId: string; noticeId: string },
): Promise<DismissSafetyNoticeResult> {
  const found = await dismissNotice(ctx.db, { ...params, dismissedAt: ctx.now() });
  return found ? { outcome: 'dismissed' } : { outcome: 'not_found' };
}
