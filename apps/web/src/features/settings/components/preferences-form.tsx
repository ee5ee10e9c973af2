import { CITIES, SETTINGS_AGE_RANGES } from '@starmatch/contracts/constants';
import type { Settings } from '@starmatch/contracts/settings';
import { useEffect, useRef, useState } from 'react';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useUpdateSettings } from '../api/update-settings';
import { SETTINGS_TOASTS } from '../settings-toasts';

// Lists are sent in the order the app offers them, whatever order they were ticked in.
const ORDER = {
  preferredAgeRanges: SETTINGS_AGE_RANGES as readonly string[],
  preferredCities: CITIES as readonly string[],
} as const;

type ListKey = keyof typeof ORDER;

const LISTS: readonly ListKey[] = ['preferredAgeRanges', 'preferredCities'];

const LIST_TEXT: Record<ListKey, { legend: string; description: string }> = {
  preferredAgeRanges: {
    legend: 'Age Preferences',
    description:
      "Ages of the people you'd like to see. You only see people in these ranges who also chose yours. Tick none to see every age.",
  },
  preferredCities: {
    legend: 'Location Preferences',
    description:
      "Cities you'd like to meet people in. The same holds here: they need to have chosen your city too. Tick none to see every city.",
  },
};

function toggled(key: ListKey, list: readonly string[], value: string, on: boolean): string[] {
  const chosen = new Set(list);
  if (on) chosen.add(value);
  else chosen.delete(value);
  return ORDER[key].filter((item) => chosen.has(item));
}

/**
 * How long after the last save of a run of taps 'Preferences updated' waits: a person ticking
 * four cities sees 'Saved' beside the boxes each time and one toast at the end, not four.
 */
export const PREFERENCES_TOAST_DELAY_MS = 1200;

/** Every toggle is saved at once; a failed save puts the boxes back as they were saved. */
export function PreferencesForm({ initial }: { initial: Settings }) {
  const update = useUpdateSettings();
  const [selected, setSelected] = useState(initial);
  const [justSaved, setJustSaved] = useState(false);
  const saved = useRef(initial);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(toastTimer.current), []);

  const save = (next: Settings) => {
    setSelected(next);
    setJustSaved(false);
    clearTimeout(toastTimer.current);
    // The lists only: the activity setting is the privacy card's, and is left as it is.
    const { preferredAgeRanges, preferredCities } = next;
    update.mutate(
      { preferredAgeRanges, preferredCities },
      {
        onSuccess: (answer) => {
          saved.current = answer;
          setJustSaved(true);
          toastTimer.current = setTimeout(
            () => toast(SETTINGS_TOASTS.preferencesSaved),
            PREFERENCES_TOAST_DELAY_MS,
          );
        },
        onError: (error) => {
          setSelected(saved.current);
          const { title, fallback } = SETTINGS_TOASTS.preferencesFailed;
          toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
        },
      },
    );
  };

  const toggle = (key: ListKey) => (value: string, on: boolean) =>
    save({ ...selected, [key]: toggled(key, selected[key], value, on) });

  return (
    <div className="flex flex-col gap-6">
      {LISTS.map((key) => (
        <CheckboxGroup
          key={key}
          {...LIST_TEXT[key]}
          options={ORDER[key]}
          selected={selected[key]}
          onToggle={toggle(key)}
        />
      ))}
      <p role="status" className="min-h-6 text-sm font-medium text-gold-200">
        {update.isPending ? 'Saving preferences...' : justSaved ? 'Saved' : ''}
      </p>
    </div>
  );
}
