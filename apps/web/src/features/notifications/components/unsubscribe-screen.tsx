import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { NotificationKind } from '@starmatch/contracts/notifications';
import { useEffect, useRef } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DoneMark } from '@/features/auth/components/done-mark';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useEmailByLink } from '../api/email-by-link';

const WHAT: Record<NotificationKind, string> = {
  requests: 'new match requests',
  matches: 'new matches',
  messages: 'new messages',
};

/**
 * /unsubscribe?token=…, the footer link of a notification email: turns that kind of email off as
 * it opens (a POST from the page, so a mail scanner that only fetches the link changes nothing),
 * says what was turned off, and offers to undo it. No sign-in.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const change = useEmailByLink();
  const asked = useRef(false);
  const { mutate } = change;

  useEffect(() => {
    if (token === '' || asked.current) return;
    asked.current = true;
    mutate({ token, enabled: false });
  }, [token, mutate]);

  if (token === '' || isApiErrorWithCode(change.error, 'INVALID_UNSUBSCRIBE_TOKEN')) {
    return (
      <AuthLayout title="Couldn't unsubscribe">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-star">{API_MESSAGES.invalidUnsubscribeLink}</p>
          <p className="text-haze">Sign in to choose which emails you get in Settings.</p>
          <ButtonLink to={paths.settings} size="lg" className="w-full">
            Open Settings
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (change.isError) {
    const message =
      serverMessage(change.error) ?? `We couldn't reach ${PRODUCT_NAME}. Please try again.`;
    const retry = change.variables ?? { token, enabled: false };
    return (
      <AuthLayout title="Couldn't change your emails">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-star">{message}</p>
          <Button size="lg" className="w-full" onClick={() => mutate(retry)}>
            Try again
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (!change.isSuccess) {
    return (
      <AuthLayout title="Unsubscribing...">
        <p role="status" className="text-center text-haze">
          One moment.
        </p>
      </AuthLayout>
    );
  }

  const { kind, enabled } = change.data;
  const what = WHAT[kind];
  return (
    <AuthLayout title={enabled ? 'Emails back on' : "You're unsubscribed"}>
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <DoneMark />
        <p className="text-lg text-star">
          {enabled
            ? `Emails about ${what} are back on.`
            : `You won't get emails about ${what} any more.`}
        </p>
        {!enabled && (
          <Button
            size="lg"
            variant="secondary"
            className="w-full"
            disabled={change.isPending}
            onClick={() => mutate({ token, enabled: true })}
          >
            Undo
          </Button>
        )}
        <ButtonLink to={paths.settings} variant="secondary" size="lg" className="w-full">
          Notification settings
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
