import type { Evidence } from '@starmatch/contracts/moderation';
import { zodiacSignInfo } from '@starmatch/zodiac/signs';
import { ADMIN_TEXT } from '../admin-text';

function orNotGiven(value: string | number | null) {
  return value === null || value === '' ? (
    <span className="text-haze">{ADMIN_TEXT.notGiven}</span>
  ) : (
    value
  );
}

/** The reported person's profile as it was when the report was made. */
export function EvidenceProfile({ profile }: { profile: Evidence['profile'] }) {
  const rows: [string, string | number | null][] = [
    ['Name', profile.fullName],
    ['Age', profile.age],
    ['Gender', profile.gender],
    ['Sign', profile.zodiacSign && zodiacSignInfo(profile.zodiacSign).name],
    ['Location', profile.location],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-haze">{term}</dt>
            <dd className="break-words">{orNotGiven(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-haze">Bio</p>
        <p className="whitespace-pre-wrap break-words">{orNotGiven(profile.bio)}</p>
      </div>
    </div>
  );
}
