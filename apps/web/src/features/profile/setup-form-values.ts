import {
  AGE_LIMITS,
  type City,
  SEXUAL_ORIENTATIONS,
  type SexualOrientation,
} from '@starmatch/contracts/constants';
import type { OwnProfile } from '@starmatch/contracts/profile';
import type { useFormState } from '@/hooks/use-form-state';

/** The setup form as typed: ages stay text until checked, so a cleared box is not 0. */
export type SetupFormValues = {
  bio: string;
  sexualOrientation: SexualOrientation | null;
  location: string;
  ageRangeMin: string;
  ageRangeMax: string;
};

/** `photos` is only there to carry its error; the photo list itself lives in useSetupPhotos. */
export type SetupFormState = SetupFormValues & { photos: null };
export type SetupForm = ReturnType<typeof useFormState<SetupFormState>>;

/** The region each suggested city sits in, for the 'City, Region' suggestions. */
const CITY_REGIONS: Readonly<Record<City, string>> = {
  Auckland: 'Auckland',
  'North Shore': 'Auckland',
  Hamilton: 'Waikato',
};

export const LOCATION_SUGGESTIONS = Object.entries(CITY_REGIONS).map(
  ([city, region]) => `${city}, ${region}`,
);

// A required choice with one option has no choosing in it: it starts made (heterosexual today).
const onlyOrientation: SexualOrientation | null =
  SEXUAL_ORIENTATIONS.length === 1 ? (SEXUAL_ORIENTATIONS[0] ?? null) : null;

/** A new profile starts from the documented defaults; an existing one is edited in place. */
export function initialSetupValues(profile: OwnProfile | null): SetupFormValues {
  if (!profile) {
    return {
      bio: '',
      sexualOrientation: onlyOrientation,
      location: '',
      ageRangeMin: String(AGE_LIMITS.defaultMin),
      ageRangeMax: String(AGE_LIMITS.defaultMax),
    };
  }
  return {
    bio: profile.bio,
    sexualOrientation: profile.sexualOrientation,
    location: profile.location,
    ageRangeMin: String(profile.ageRangeMin),
    ageRangeMax: String(profile.ageRangeMax),
  };
}

/** An age box's text as the schema sees it: empty is missing, anything else a number. */
export function ageInput(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
