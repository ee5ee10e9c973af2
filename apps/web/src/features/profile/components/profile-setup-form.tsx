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
      {/* Kept in reach at the bottom of a phone screen while the long form scrolls. */}
      <div
        ref={saveBar}
        className="sticky bottom-0 -mx-4 bg-gradient-to-t from-night-950 via-night-950/95 to-transparent px-4 pt-6 pb-4"
      >
        <Button type="submit" size="lg" disabled={busy || photos.isUploading} className="w-full">
          {label}
        </Button>
      </div>
    </form>
  );
}
