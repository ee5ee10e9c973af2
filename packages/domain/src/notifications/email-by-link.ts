import type { NotificationKind } from '@starmatch/contracts/notifications';
import { updateNotificationPreferences } from '@starmatch/db/queries/notification-preferences';
import type { DomainContext } from '../context.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

export type EmailByLinkResult =
  | { outcome: 'invalid' }
  | { outcome: 'done'; kind: NotificationKind; enabled: boolean };

/**
 * An email's unsubscribe link (RFC 8058 one-click, or the page its footer opens), and its undo:
 * turns that kind of email off, or on again, for the person the signed token names, without
 * signing in. A token of an account since deleted changes nothing and says so no differently,
 * so a link tells nobody whether its account still exists.
 */
export async function setEmailByLink(
  ctx: Pick<DomainContext, 'db'>,
  params: { token: string; enabled: boolean },
): Promise<EmailByLinkResult> {
  const grant = await readUnsubscribeToken(ctx.db, params.token);
  if (!grant) return { outcome: 'invalid' };
  const account = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', grant.userId)
    .executeTakeFirst();
  if (account) {
    await updateNotificationPreferences(ctx.db, grant.userId, {
      email: { [grant.kind]: params.enabled },
    });
  }
  return { outcome: 'done', kind: grant.kind, enabled: params.enabled };
}
