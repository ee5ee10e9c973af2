import type { CurrentUser } from '@starmatch/contracts/auth';
import { getCurrentUser, setAccountPaused } from '@starmatch/db/queries/account';
import type { DomainContext } from '../context.js';

/**
 * A break without deleting anything (docs/PRODUCT.md "Pausing your account"): out of every deck
 * at once, so no new requests reach the person; matches and chats go on; notifications stop.
 * Answers the account as it is now, or null when it is gone.
 */
export async function pauseAccount(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  params: { userId: string },
): Promise<CurrentUser | null> {
  await setAccountPaused(ctx.db, { userId: params.userId, at: ctx.now() });
  return getCurrentUser(ctx.db, params.userId, ctx.now());
}

/** Back in decks at once (the pool's trigger), and notifications go out again. */
export async function resumeAccount(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  params: { userId: string },
): Promise<CurrentUser | null> {
  await setAccountPaused(ctx.db, { userId: params.userId, at: null });
  return getCurrentUser(ctx.db, params.userId, ctx.now());
}
