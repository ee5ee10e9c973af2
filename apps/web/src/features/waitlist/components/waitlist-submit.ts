import type { WaitlistAgeGroup, WaitlistGender } from '@starmatch/contracts/constants';
import { WAITLIST_VALIDATION } from '@starmatch/contracts/validation-messages';
import { joinWaitlistRequestSchema } from '@starmatch/contracts/waitlist';
import { toast } from '@/components/ui/use-toast';
import type { useFormState } from '@/hooks/use-form-state';
import { isNetworkError, serverMessage } from '@/lib/error-message';
import type { useJoinWaitlist } from '../api/join-waitlist';
import { WAITLIST_TOASTS } from '../waitlist-toasts';

// A type, not an interface: useFormState wants the implicit index signature only a type has.
export type WaitlistValues = {
  email: string;
  ageGroup: WaitlistAgeGroup | null;
  gender: WaitlistGender | null;
  isNzBased: boolean | null;
};

export interface WaitlistSubmit {
  form: ReturnType<typeof useFormState<WaitlistValues>>;
  join: ReturnType<typeof useJoinWaitlist>;
  onJoined: () => void;
}

/** The waitlist form sent: loaded on demand by waitlist-form.tsx, with the contract's schema. */
export function submitWaitlist({ form, join, onJoined }: WaitlistSubmit): void {
  const result = form.validate(joinWaitlistRequestSchema, form.values);
  if (!result.ok) {
    // One toast at a time: the first problem in the form's order speaks, and
    // only its field is marked, so the outline and the message agree.
    const field = result.firstField;
    if (field) {
      form.setErrors({ [field]: result.errors[field] });
      toast({ variant: 'destructive', ...WAITLIST_VALIDATION[field] });
    }
    return;
  }
  // The server records the address the request came from, never this field.
  const body = { ...result.data, ipAddress: '', userAgent: navigator.userAgent };
  join.mutate(body, {
    onSuccess: () => {
      toast(WAITLIST_TOASTS.joined);
      onJoined();
    },
    onError: (error) => {
      if (isNetworkError(error)) {
        toast({ variant: 'destructive', ...WAITLIST_TOASTS.offline });
        return;
      }
      const { title, fallback } = WAITLIST_TOASTS.failed;
      toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
    },
  });
}
