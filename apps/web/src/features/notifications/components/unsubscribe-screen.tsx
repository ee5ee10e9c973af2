import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { NotificationKind } from '@starmatch/contracts/notifications';
import { useEffect, useRef } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { TextLink } from '@/components/ui/text-link';
import { isApiErrorWithCode } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useResubscribeByLink, useUnsubscribeByLink } from '../api/unsubscribe-link';

const ABOUT: Record<NotificationKind, string> = {
  requests: 'new match requests',
  matches: 'new matches',
  messages: 'new messages',
};

export const UNSUBSCRIBE_TEXT = {
  done: "You're unsubscribed",
  off: (kind: NotificationKind) => `You won't get emails about ${ABOUT[kind]} any more.`,
  back: (kind: NotificationKind) => `Emails about ${ABOUT[kind]} are back on.`,
  undo: 'Undo',
  settings: 'Change all notification settings',
  networkError: "We couldn't reach Starmatch. Please try again.",
  retry: 'Try again',
} as const;

function deadLink(error: unknown): boolean {
  return isApiErrorWithCode(error, 'INVALID_UNSUBSCRIBE_TOKEN');
}

/**
 * /unsubscribe?token=…, the footer link of a notification email: turns that kind of email off
 * on load (the link is the person's request; mail providers use the one-click POST instead).
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeByLink();
  const resubscribe = useResubscribeByLink();
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const failure = token === '' ? 'dead' : unsubscribe.isError ? unsubscribe.error : null;
  if (failure) {
    const dead = failure === 'dead' || deadLink(failure);
    return (
      <AuthLayout title={dead ? 'Link not valid' : "Couldn't unsubscribe"}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-star">
            {dead ? API_MESSAGES.invalidUnsubscribeLink : UNSUBSCRIBE_TEXT.networkError}
          </p>
          {!dead && (
            <Button size="lg" className="w-full" onClick={() => unsubscribe.mutate(token)}>
              {UNSUBSCRIBE_TEXT.retry}
            </Button>
          )}
          <TextLink to={paths.settings}>{UNSUBSCRIBE_TEXT.settings}</TextLink>
        </div>
      </AuthLayout>
    );
  }

  if (!unsubscribe.data) {
    return (
      <AuthLayout title="Unsubscribing">
        <Loading label="Unsubscribing..." />
      </AuthLayout>
    );
  }

  const { kind } = unsubscribe.data;
  const undone = resubscribe.isSuccess;
  return (
    <AuthLayout title={undone ? 'Welcome back' : UNSUBSCRIBE_TEXT.done}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p role="status" className="text-lg text-star">
          {undone ? UNSUBSCRIBE_TEXT.back(kind) : UNSUBSCRIBE_TEXT.off(kind)}
        </p>
        {resubscribe.isError && (
          <p role="alert" className="text-rose-300">
            {deadLink(resubscribe.error)
              ? API_MESSAGES.invalidUnsubscribeLink
              : UNSUBSCRIBE_TEXT.networkError}
          </p>
        )}
        {!undone && (
          <Button
            size="lg"
            variant="secondary"
            className="w-full"
            disabled={resubscribe.isPending}
            aria-busy={resubscribe.isPending}
            onClick={() => resubscribe.mutate(token)}
          >
            {UNSUBSCRIBE_TEXT.undo}
          </Button>
        )}
        <TextLink to={paths.settings}>{UNSUBSCRIBE_TEXT.settings}</TextLink>
      </div>
    </AuthLayout>
  );
}
