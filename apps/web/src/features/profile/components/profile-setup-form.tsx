import { type OwnProfile, profileSetupSchema } from '@starmatch/contracts/profile';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useFormState } from '@/hooks/use-form-state';
import { useStickyInset } from '@/hooks/use-sticky-inset';
import { useUpdateProfile } from '../api/update-profile';
import { useSetupPhotos } from '../hooks/use-setup-photos';
import { PROFILE_TOASTS } from '../profile-toasts';
import { ageInput, initialSetupValues, type SetupForm } from '../setup-form-values';
import { AboutYouFields } from './about-you-fields';
import { PhotoPicker } from './photo-picker';
import { PreferenceFields } from './preference-fields';

export interface ProfileSetupFormProps {
  profile: OwnProfile | null;
  /** After a successful save, once the profile cache holds the saved profile. */
  onSaved: () => Promise<void> | void;
}

export function ProfileSetupForm({ profile, onSaved }: ProfileSetupFormProps) {
  const form: SetupForm = useFormState({ ...initialSetupValues(profile), photos: null });
  const photos = useSetupPhotos(profile?.photos ?? []);
  const save = useUpdateProfile();
  const saveBar = useStickyInset<HTMLDivElement>('bottom');
  const { values, errors } = form;
  const busy = save.isPending || save.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(profileSetupSchema, {
      ...values,
      ageRangeMin: ageInput(values.ageRangeMin),
      ageRangeMax: ageInput(values.ageRangeMax),
      photos: photos.uploadedUrls,
    });
    if (!result.ok) return;
    save.mutate(result.data, {
      onSuccess: () => onSaved(),
      onError: () => toast({ variant: 'destructive', ...PROFILE_TOASTS.saveFailed }),
    });
  };

  let label = 'Save Profile';
  if (photos.isUploading) label = 'Uploading photos...';
  else if (busy) label = 'Saving...';

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Card>
        <CardContent>
          <PhotoPicker
            setup={photos}
            error={photos.photos.length === 0 ? errors.photos : undefined}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <AboutYouFields form={form} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <PreferenceFields form={form} />
        </CardContent>
      </Card>
      {/*
        Kept in reach at the bottom of a phone screen while the long form scrolls, on a solid bar
        (as Hinge's and Bumble's editors do) so the fields passing under it never show through.
        Its height is the page's scroll padding (useStickyInset), so nothing focused hides under it.
      */}
      <div
        ref={saveBar}
        className="sticky bottom-0 z-10 -mx-4 border-t border-night-700 bg-night-950 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:mx-0 sm:rounded-t-2xl sm:border-x"
      >
        <Button type="submit" size="lg" disabled={busy || photos.isUploading} className="w-full">
          {label}
        </Button>
      </div>
    </form>
  );
}
