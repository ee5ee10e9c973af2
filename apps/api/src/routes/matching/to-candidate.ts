import { type Candidate, splitFullName } from '@starmatch/contracts/candidates';
import type { FeedEntry } from '@starmatch/db/queries/feed';
import { ageOn } from '@starmatch/zodiac/age';
import type { CalendarDate } from '@starmatch/zodiac/calendar-date';
import { compatibilityLevel } from '@starmatch/zodiac/compatibility-level';

/**
 * A deck entry as the SPA's candidate card reads it (docs/PRODUCT.md "Explore tab"), with the age on `today`
 * in New Zealand in place of the date of birth (docs/PRODUCT.md "Privacy": strangers do not learn birthdays).
 * The nested `user` repeats the fields the SPA reads there.
 */
export function toCandidate(entry: FeedEntry, today: CalendarDate): Candidate {
  const age = ageOn(entry.dateOfBirth, today);
  return {
    userId: entry.userId,
    fullName: entry.fullName,
    age,
    gender: entry.gender,
    bio: entry.bio,
    profileImageUrl: entry.profileImageUrl,
    photos: entry.photos,
    zodiacSign: entry.zodiacSign,
    location: entry.location,
    user: {
      ...splitFullName(entry.fullName),
      fullName: entry.fullName,
      profileImageUrl: entry.profileImageUrl,
      bio: entry.bio,
      age,
    },
    compatibilityScore: entry.score,
    // Derived again rather than trusted from the row, so the label always follows the thresholds.
    zodiacCompatibilityLevel: compatibilityLevel(entry.score),
  };
}
