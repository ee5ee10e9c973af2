import { z } from 'zod';
import {
  AGE_LIMITS,
  BIO_LIMITS,
  CITIES,
  LOCATION_MAX_CHARS,
  PHOTO_LIMITS,
  SEXUAL_ORIENTATIONS,
  SIGNUP_GENDERS,
  ZODIAC_SIGNS,
} from './constants.js';
import { calendarDateSchema, idSchema, imageUrlSchema } from './fields.js';
import { multilineText, singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// PATCH /api/profile takes one of three bodies: the full setup payload, a bio
// edit from the profile tab, or a new profile photo. GET /api/profile answers
// with the caller's own profile.

const ageRangeBound = (tooLowMessage: string) =>
  z
    .int({ error: VALIDATION_MESSAGES.ageRange })
    .min(AGE_LIMITS.min, tooLowMessage)
    .max(AGE_LIMITS.max, VALIDATION_MESSAGES.ageRange);

export const profilePhotosSchema = z
  .array(imageUrlSchema, { error: VALIDATION_MESSAGES.photosMin })
  .min(PHOTO_LIMITS.min, VALIDATION_MESSAGES.photosMin)
  .max(PHOTO_LIMITS.max, VALIDATION_MESSAGES.photosMax)
  .refine((urls) => new Set(urls).size === urls.length, VALIDATION_MESSAGES.photosDuplicate);

/** The profile-setup form and its PATCH body. Photos are URLs the upload call returned. */
export const profileSetupSchema = z
  .strictObject({
    bio: multilineText({ error: VALIDATION_MESSAGES.bioTooShort, trim: true })
      .min(BIO_LIMITS.setupMin, VALIDATION_MESSAGES.bioTooShort)
      .max(BIO_LIMITS.setupMax, { error: VALIDATION_MESSAGES.bioTooLong, abort: true }),
    sexualOrientation: z.enum(SEXUAL_ORIENTATIONS, {
      error: VALIDATION_MESSAGES.sexualOrientation,
    }),
    location: singleLineText({ error: VALIDATION_MESSAGES.location, trim: true })
      .min(1, VALIDATION_MESSAGES.location)
      .max(LOCATION_MAX_CHARS, { error: VALIDATION_MESSAGES.locationTooLong, abort: true })
      .meta({ description: "Free text 'City, State', e.g. 'Auckland, Auckland'" }),
    ageRangeMin: ageRangeBound(VALIDATION_MESSAGES.ageRangeMin),
    ageRangeMax: ageRangeBound(VALIDATION_MESSAGES.ageRangeMax),
    photos: profilePhotosSchema,
  })
  .refine((profile) => profile.ageRangeMin <= profile.ageRangeMax, {
    message: VALIDATION_MESSAGES.ageRange,
    path: ['ageRangeMax'],
  });
export type ProfileSetup = z.infer<typeof profileSetupSchema>;

/** Bio edit on the profile tab: trimmed, 1 to 500 characters. */
export const bioEditSchema = z.strictObject({
  bio: multilineText({ error: VALIDATION_MESSAGES.bioEmpty, trim: true })
    .min(1, VALIDATION_MESSAGES.bioEmpty)
    .max(BIO_LIMITS.editMax, { error: VALIDATION_MESSAGES.bioTooLong, abort: true }),
});
export type BioEdit = z.infer<typeof bioEditSchema>;

/** New profile photo on the profile tab, after the upload call answered with its URL. */
export const profileImageEditSchema = z.strictObject({ profileImageUrl: imageUrlSchema });
export type ProfileImageEdit = z.infer<typeof profileImageEditSchema>;

const SETUP_ONLY_KEYS = ['sexualOrientation', 'location', 'ageRangeMin', 'ageRangeMax', 'photos'];

export type ProfileUpdateKind = 'setup' | 'bio' | 'image';

/** Which of the three bodies a (possibly invalid) PATCH /api/profile input is meant to be. */
export function profileUpdateKind(input: unknown): ProfileUpdateKind {
  if (typeof input !== 'object' || input === null) return 'setup';
  if (SETUP_ONLY_KEYS.some((key) => key in input)) return 'setup';
  if ('bio' in input) return 'bio';
  if ('profileImageUrl' in input) return 'image';
  return 'setup';
}

const UPDATE_KINDS: readonly ProfileUpdateKind[] = ['setup', 'bio', 'image'];

/**
 * PATCH /api/profile. The variants are strict objects, so at most one fits. When
 * none does, the error carries the first message of the variant the input was
 * meant to be, not a bare 'Invalid input'. (xor rather than union: union would
 * report whichever variant failed least, often a strict variant's
 * "Unrecognized keys" instead of the field that is wrong.)
 */
export const updateProfileRequestSchema = z.xor(
  [profileSetupSchema, bioEditSchema, profileImageEditSchema],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
      const branch = UPDATE_KINDS.indexOf(profileUpdateKind(issue.input));
      return issue.errors[branch]?.[0]?.message;
    },
  },
);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** GET /api/profile and the answer to PATCH /api/profile: the caller's own profile. */
export const ownProfileSchema = z.object({
  userId: idSchema,
  fullName: z.string(),
  dateOfBirth: calendarDateSchema,
  age: z.int().nonnegative(),
  gender: z.enum(SIGNUP_GENDERS),
  zodiacSign: z.enum(ZODIAC_SIGNS),
  bio: z.string(),
  sexualOrientation: z.enum(SEXUAL_ORIENTATIONS),
  location: z.string(),
  /** The city the location names, when it is one of CITIES. */
  city: z.enum(CITIES).nullable(),
  ageRangeMin: z.int(),
  ageRangeMax: z.int(),
  profileImageUrl: z.string().nullable(),
  photos: z.array(z.string()),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
