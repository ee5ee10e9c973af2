import type { MatchProfile } from '@starmatch/contracts/match-profile';
import { zodiacSignInfo } from '@starmatch/zodiac/signs';
import { CompatibilityExplanation } from '@/components/compatibility/compatibility-explanation';
import { Avatar } from '@/components/ui/avatar';
import { MATCH_PROFILE_TEXT } from '../match-profile-text';
import { MatchProfilePhotos } from './match-profile-photos';

function photosOf(profile: MatchProfile): string[] {
  if (profile.photos.length > 0) return profile.photos;
  return profile.profileImageUrl ? [profile.profileImageUrl] : [];
}

/** Who the match is (photos, age, sign, place, bio) and why the two of you match. */
export function MatchProfileDetails({ profile }: { profile: MatchProfile }) {
  const sign = zodiacSignInfo(profile.zodiacSign);
  const photos = photosOf(profile);
  return (
    <div className="flex flex-col gap-6">
      {photos.length > 0 ? (
        <MatchProfilePhotos name={profile.fullName} photos={photos} />
      ) : (
        <Avatar name={profile.fullName} imageUrl={null} className="size-28 self-center text-3xl" />
      )}
      <section className="flex flex-col gap-2">
        <p className="text-2xl font-bold tracking-tight break-words">
          {profile.fullName}, <span className="font-semibold">{profile.age}</span>
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 font-medium text-lilac-200">
          <span>
            <span aria-hidden="true" className="mr-1 text-gold-200">
              {sign.symbol}
            </span>
            {sign.name}
          </span>
          <span className="text-haze">{profile.location}</span>
        </p>
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
