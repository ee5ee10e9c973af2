import type { NotificationPreferences } from '@starmatch/contracts/notifications';
import { NOTIFICATION_KINDS, type NotificationKind } from '@starmatch/contracts/notifications';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { usePushDevice } from '@/hooks/use-push-device';
import { serverMessage } from '@/lib/error-message';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  kinds: {
    requests: 'New match requests',
    matches: 'New matches',
    messages: 'New messages',
  } satisfies Record<NotificationKind, string>,
  email: 'Email',
  pushDevice: 'Push on this device',
  previews: 'Show message previews',
  previewsHint:
    'Shows what the message says in the notification. Off by default, so your lock screen shows only who wrote.',
  pause: 'Pause all notifications',
  pauseHint: 'Nothing is sent while paused.',
  loadFailed: "Couldn't load your notification settings.",
  saveFailed: "Couldn't save that change. Try again.",
  retry: 'Try Again',
} as const;

function Switch(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-checked={props.checked}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.checked)}
      className="size-5 accent-gold-300"
    />
  );
}

function LabelledSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-star">
        <input
          type="checkbox"
          role="switch"
          aria-checked={props.checked}
          checked={props.checked}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.target.checked)}
          className="size-5 accent-gold-300"
        />
        {props.label}
      </label>
      <p id={hintId} className="text-sm text-haze">
        {props.hint}
      </p>
    </div>
  );
}

function NotificationsForm({ prefs }: { prefs: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const push = usePushDevice();
  const [failure, setFailure] = useState<string | null>(null);
  const save = (change: Parameters<typeof update.mutate>[0]) => {
    setFailure(null);
    update.mutate(change, {
      onError: (error) => setFailure(serverMessage(error) ?? NOTIFICATIONS_TEXT.saveFailed),
    });
  };
  const pushHintId = useId();

  return (
    <div className="flex flex-col gap-4">
      <table className="w-full text-left">
        <thead>
          <tr className="text-sm text-haze">
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Kind</span>
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium">
              {NOTIFICATIONS_TEXT.email}
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              Push
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const name = NOTIFICATIONS_TEXT.kinds[kind];
            return (
              <tr key={kind} className="border-t border-white/10">
                <th scope="row" className="py-3 font-medium text-star">
                  {name}
                </th>
                <td className="text-center">
                  <Switch
                    label={`${name}: ${NOTIFICATIONS_TEXT.email}`}
                    checked={prefs.email[kind]}
                    onChange={(checked) => save({ email: { [kind]: checked } })}
                  />
                </td>
                <td className="text-center">
                  <Switch
                    label={`${name}: Push`}
                    checked={prefs.push[kind]}
                    onChange={(checked) => save({ push: { [kind]: checked } })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-star">
          <input
            type="checkbox"
            role="switch"
            aria-checked={push.on}
            checked={push.on}
            disabled={!push.supported || push.busy}
            aria-describedby={pushHintId}
            // The browser's permission prompt comes from this click and nothing else.
            onChange={(event) => void push.toggle(event.target.checked)}
            className="size-5 accent-gold-300"
          />
          {NOTIFICATIONS_TEXT.pushDevice}
        </label>
        <p id={pushHintId} role="alert" className="text-sm text-rose-300 empty:hidden">
          {push.problem ?? ''}
        </p>
      </div>
      <LabelledSwitch
        label={NOTIFICATIONS_TEXT.previews}
        hint={NOTIFICATIONS_TEXT.previewsHint}
        checked={prefs.showPreviews}
        onChange={(showPreviews) => save({ showPreviews })}
      />
      <LabelledSwitch
        label={NOTIFICATIONS_TEXT.pause}
        hint={NOTIFICATIONS_TEXT.pauseHint}
        checked={prefs.paused}
        onChange={(paused) => save({ paused })}
      />
      <p role="status" className="min-h-6 text-sm font-medium">
        {failure ? (
          <span className="text-rose-300">{failure}</span>
        ) : update.isPending ? (
          'Saving...'
        ) : (
          ''
        )}
      </p>
    </div>
  );
}

/** Settings → Notifications: what notifies the person, by email and push (docs/PRODUCT.md). */
export function NotificationsCard() {
  const query = useNotificationPreferences();
  let body: ReactNode;
  if (query.data) body = <NotificationsForm prefs={query.data} />;
  else if (query.isError)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="font-medium text-rose-300">
          {NOTIFICATIONS_TEXT.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {NOTIFICATIONS_TEXT.retry}
        </Button>
      </div>
    );
  else body = <Loading label="Loading your notification settings..." />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{NOTIFICATIONS_TEXT.title}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
