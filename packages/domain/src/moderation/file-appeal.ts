import type { AppealSummary, FileAppealBody } from '@starmatch/contracts/appeals';
import { insertAppeal } from '@starmatch/db/queries/appeals';
import type { DomainContext } from '../context.js';
import { appealSummary, sanctionOfToken } from './appeal-sanction.js';

export type FileAppealResult =
  | { outcome: 'filed'; summary: AppealSummary }
  | { outcome: 'invalid_token' }
  /** The sanction has its one appeal already (two quick submits file one). */
  | { outcome: 'already_filed' };

/**
 * A suspended or banned person appeals, with the token of their email or sign-in refusal. It
 * goes in the moderators' queue beside the report the sanction came from; another moderator
 * than the one who decided the report decides it (moderation/decide-appeal.ts).
 */
export async function fileAppeal(
  ctx: DomainContext,
  body: FileAppealBody,
): Promise<FileAppealResult> {
  const standing = await sanctionOfToken(ctx.db, body.token, ctx.now());
  if (!standing) return { outcome: 'invalid_token' };
  const appeal = await insertAppeal(ctx.db, {
    userId: standing.userId,
    reportId: standing.reportId,
    sanction: standing.sanction,
    text: body.text,
    createdAt: ctx.now(),
  });
  if (!appeal) return { outcome: 'already_filed' };
  return { outcome: 'filed', summary: appealSummary(standing, appeal) };
}
