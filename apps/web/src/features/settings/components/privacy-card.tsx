import type { Settings } from '@starmatch/contracts/settings';
import { type ReactNode, useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SETTINGS_TOASTS } from '../settings-toasts';

export const PRIVACY_TEXT = {
  title: 'Privacy',
  hideActivity: 'Hide read receipts and activity',
  loadFailed: "Couldn't load your privacy setting.",
  hideActivityHint:
    "Your matches won't see when you've read their messages or when you're online, and you won't see theirs.",
} as const;

/**
 * Saved at once, like the preferences: the stored lists go with it unchanged. A failed save
 * puts the box back as it was saved.
 */
function HideActivityToggle({ saved }: { saved: Settings }) {
  const update = useUpdateSettings();
  const [checked, setChecked] = useState(saved.hideActivity);
  const [justSaved, setJustSaved] = useState(false);
  const hintId = useId();

  const change = (hideActivity: boolean) => {
    setChecked(hideActivity);
    setJustSaved(false);
    const { preferredAgeRanges, preferredCities } = saved;
    update.mutate(
      { preferredAgeRanges, preferredCities, hideActivity },
      {
        onSuccess: (answer) => {
          setChecked(answer.hideActivity);
          setJustSaved(true);
        },
        onError: (error) => {
          setChecked(saved.hideActivity);
          const { title, fallback } = SETTINGS_TOASTS.privacyFailed;
          toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold text-star">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.checked)}
          className="size-5 accent-gold-300"
        />
        {PRIVACY_TEXT.hideActivity}
      </label>
      <p id={hintId} className="text-sm text-haze">
        {PRIVACY_TEXT.hideActivityHint}
      </p>
      <p role="status" className="min-h-6 text-sm font-medium text-gold-200">
        {update.isPending ? 'Saving...' : justSaved ? 'Saved' : ''}
      </p>
    </div>
  );
}

/** Whether the person shares their read receipts and activity (docs/ARCHITECTURE.md). */
export function PrivacyCard() {
  const query = useSettings();
  let body: ReactNode;
  if (query.data) {
    body = <HideActivityToggle saved={query.data} />;
  } else if (query.isError) {
    // One read serves both cards: the preferences card above says why in the server's words
    // and its 'Try Again' reads the settings again for this card too.
    body = (
      <p role="alert" className="font-medium text-rose-300">
        {PRIVACY_TEXT.loadFailed}
      </p>
    );
  } else {
    body = <Loading label="Loading your privacy setting..." />;
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PRIVACY_TEXT.title}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
