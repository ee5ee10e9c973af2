import type { MatchProfile } from '@starmatch/contracts/match-profile';
import { CompatibilityExplanation } from '@/components/compatibility/compatibility-explanation';
import { PersonHeading } from '@/components/person/person-heading';
import { photosOf } from '@/components/person/person-photos';
import { Avatar } from '@/components/ui/avatar';
import { MATCH_PROFILE_TEXT } from '../match-profile-text';
import { MatchProfilePhotos } from './match-profile-photos';

/** Who the match is (photos, age, sign, place, bio) and why the two of you match. */
export function MatchProfileDetails({ profile }: { profile: MatchProfile }) {
  const photos = photosOf(profile);
  return (
    <div className="flex flex-col gap-6">
      {photos.length > 0 ? (
        <MatchProfilePhotos name={profile.fullName} photos={photos} />
      ) : (
        <Avatar name={profile.fullName} imageUrl={null} className="size-28 self-center text-3xl" />
      )}
      <section className="flex flex-col gap-2">
        <PersonHeading
          name={profile.fullName}
          age={profile.age}
          zodiacSign={profile.zodiacSign}
          location={profile.location}
          look="in-sheet"
        />
        <h3 className="mt-2 text-sm font-semibold tracking-wide text-haze uppercase">
          {MATCH_PROFILE_TEXT.about}
        </h3>
        <p className="leading-relaxed whitespace-pre-line text-star">
          {profile.bio.trim() === '' ? MATCH_PROFILE_TEXT.noBio : profile.bio}
        </p>
      </section>
      <section className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-haze uppercase">
          {MATCH_PROFILE_TEXT.whyYouMatch}
        </h3>
        <CompatibilityExplanation compatibility={profile.compatibility} />
      </section>
    </div>
  );
}
