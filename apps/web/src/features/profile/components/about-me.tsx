import { BIO_LIMITS } from '@starmatch/contracts/constants';
import { bioEditSchema } from '@starmatch/contracts/profile';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_TOASTS } from '../profile-toasts';

/** docs/PRODUCT.md "Profile tab": view, edit, save (pending, then view) or cancel (restores the saved bio). */
export function AboutMe({ bio }: { bio: string }) {
  const id = useId();
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(bio);
  const [error, setError] = useState<string>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing) textareaRef.current?.focus();
  }, [editing]);

  const startEditing = () => {
    setDraft(bio);
    setError(undefined);
    setEditing(true);
  };

  const save = () => {
    const result = bioEditSchema.safeParse({ bio: draft });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    updateProfile.mutate(result.data, {
      onSuccess: () => {
        setEditing(false);
        toast(PROFILE_TOASTS.bioUpdated);
      },
      onError: (failure) =>
        toast({
          variant: 'destructive',
          ...PROFILE_TOASTS.bioUpdateFailed,
          description: serverMessage(failure),
        }),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          About Me
        </h2>
        {!editing && bio !== '' && (
          <Button variant="ghost" onClick={startEditing} aria-label="Edit bio">
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-bio`} className="sr-only">
            Your bio
          </label>
          <Textarea
            ref={textareaRef}
            id={`${id}-bio`}
            value={draft}
            maxLength={BIO_LIMITS.editMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
          />
          <p aria-hidden="true" className="self-end text-sm text-haze">
            {draft.length}/{BIO_LIMITS.editMax}
          </p>
          <FieldError id={`${id}-error`} message={error} />
          <div className="flex gap-3">
            <Button onClick={save} disabled={updateProfile.isPending} className="flex-1">
              {updateProfile.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={updateProfile.isPending}
              className="flex-1"
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : bio === '' ? (
        <button
          type="button"
          onClick={startEditing}
          className="min-h-11 rounded-xl border border-dashed border-night-500 p-4 text-left text-haze hover:bg-night-800"
        >
          No bio yet. Click to add one!
        </button>
      ) : (
        <p className="leading-relaxed whitespace-pre-line text-star">{bio}</p>
      )}
    </section>
  );
}
