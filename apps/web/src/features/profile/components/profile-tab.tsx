import type { OwnProfile } from '@starmatch/contracts/profile';
import { zodiacSignInfo } from '@starmatch/zodiac/signs';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useOwnHeldPhotos } from '../api/get-own-held-photos';
import { AboutMe } from './about-me';
import { MyPhotos } from './my-photos';
import { ProfileAvatar } from './profile-avatar';

/** The dashboard's profile tab: avatar with upload, the person's details, photos and bio. */
export function ProfileTab({ profile }: { profile: OwnProfile }) {
  const sign = zodiacSignInfo(profile.zodiacSign);
  const heldPhotos = useOwnHeldPhotos();
  const details = [
    { term: 'Age', value: String(profile.age) },
    { term: 'Gender', value: profile.gender },
    { term: 'Zodiac sign', value: `${sign.symbol} ${sign.name}` },
    { term: 'Location', value: profile.location },
  ];

  return (
    <div className="flex flex-col gap-5">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 text-center">
          <ProfileAvatar
            fullName={profile.fullName}
            imageUrl={profile.profileImageUrl ?? profile.photos[0] ?? null}
          />
          <h2 className="text-2xl font-bold tracking-tight">{profile.fullName}</h2>
          <dl className="grid w-full grid-cols-2 gap-3 text-left">
            {details.map(({ term, value }) => (
              <div key={term} className="rounded-2xl bg-night-800/80 px-4 py-3">
                <dt className="text-sm text-haze">{term}</dt>
                <dd className="mt-0.5 font-semibold break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <MyPhotos
            photos={profile.photos}
            fullName={profile.fullName}
            held={heldPhotos.data?.map((photo) => photo.url) ?? []}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <AboutMe bio={profile.bio} />
        </CardContent>
      </Card>
      <ButtonLink to={paths.profileSetup} variant="secondary" className="w-full">
        Edit full profile
      </ButtonLink>
    </div>
  );
}
