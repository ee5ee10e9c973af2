import type { CurrentUser } from '@starmatch/contracts/auth';
import type { Candidate } from '@starmatch/contracts/candidates';
import type { CompatibilityExplanation } from '@starmatch/contracts/compatibility';
import type { OwnProfile } from '@starmatch/contracts/profile';
import type { UploadResponse } from '@starmatch/contracts/upload';
import { compatibilityLevel } from '@starmatch/zodiac/compatibility-level';
import { zodiacSignInfo } from '@starmatch/zodiac/signs';

export const USER: CurrentUser = {
  id: '0b6f0c52-3c2e-4c38-9a7e-8f1de8a3c001',
  email: 'ana@example.nz',
  fullName: 'Ana Tui',
  emailVerified: true,
  hasProfile: true,
  pendingEmail: null,
  pausedAt: null,
};

export const NEW_USER: CurrentUser = { ...USER, hasProfile: false };

const PHOTO_DIR = `/uploads/profiles/${USER.id}`;

export const PROFILE: OwnProfile = {
  userId: USER.id,
  fullName: 'Ana Tui',
  dateOfBirth: '1995-04-10',
  age: 30,
  gender: 'Female',
  zodiacSign: 'aries',
  bio: 'Sunrise swims, second-hand bookshops and long road trips.',
  sexualOrientation: 'heterosexual',
  location: 'Auckland, Auckland',
  city: 'Auckland',
  ageRangeMin: 25,
  ageRangeMax: 40,
  profileImageUrl: `${PHOTO_DIR}/a1.webp`,
  photos: [`${PHOTO_DIR}/a1.webp`, `${PHOTO_DIR}/a2.webp`],
};

/** The 201 answer of POST /api/upload for a file stored as `name`. */
export function uploadAnswer(name: string): UploadResponse {
  return {
    url: `${PHOTO_DIR}/${name}`,
    metadata: {
      service: 'local',
      folder: `profiles/${USER.id}`,
      originalSize: 2048,
      optimizedSize: 1024,
      compressionRatio: 0.5,
      dimensions: { width: 900, height: 1200 },
      format: 'webp',
    },
  };
}

/**
 * Why Ana (aries, 30, Auckland) matches someone of `sign` at `score`, as packages/zodiac writes
 * it: the signs carry most of the score and the other factors add up to the rest.
 */
export function explanation(
  score: number,
  sign: Candidate['zodiacSign'],
  firstName: string,
): CompatibilityExplanation {
  const { name, element } = zodiacSignInfo(sign);
  const places = 8;
  const profiles = 4;
  const ages = score >= 60 ? 12 : -6;
  return {
    score,
    level: compatibilityLevel(score),
    headline: `You and ${firstName} bring out the best in each other.`,
    factors: [
      {
        kind: 'signs',
        title: `Fire and ${element}`,
        reason: `Aries and ${name} keep each other moving.`,
        detail: 'trine',
        points: score - ages - places - profiles,
      },
      {
        kind: 'ages',
        title: ages > 0 ? 'Ages that fit' : 'A stretch on age',
        reason:
          ages > 0
            ? 'You each sit inside the age range the other is after.'
            : 'One of you is a little outside the age range the other is after.',
        points: ages,
      },
      {
        kind: 'places',
        title: 'Close by',
        reason: 'You are both looking around Auckland, so a first date is easy to plan.',
        points: places,
      },
      {
        kind: 'profiles',
        title: 'Full profiles',
        reason: 'You both have photos and a bio to start a conversation from.',
        points: profiles,
      },
    ],
  };
}

interface CandidateSeed {
  n: number;
  firstName: string;
  lastName: string;
  score: number;
  sign?: Candidate['zodiacSign'];
  photos?: string[];
}

export function candidate({
  n,
  firstName,
  lastName,
  score,
  sign = 'leo',
  photos,
}: CandidateSeed): Candidate {
  const userId = `0b6f0c52-3c2e-4c38-9a7e-8f1de8a3c1${String(n).padStart(2, '0')}`;
  const fullName = `${firstName} ${lastName}`;
  const bio = `${firstName} loves tramping and flat whites.`;
  const urls = photos ?? [1, 2, 3].map((i) => `/uploads/profiles/${userId}/${i}.webp`);
  const profileImageUrl = urls[0] ?? null;
  return {
    userId,
    fullName,
    age: 26 + n,
    gender: 'Male',
    bio,
    profileImageUrl,
    photos: urls,
    zodiacSign: sign,
    location: 'North Shore, Auckland',
    user: { firstName, lastName, fullName, profileImageUrl, bio, age: 26 + n },
    compatibilityScore: score,
    zodiacCompatibilityLevel: compatibilityLevel(score),
    compatibility: explanation(score, sign, firstName),
  };
}

export const CANDIDATES: Candidate[] = [
  candidate({ n: 1, firstName: 'Rawiri', lastName: 'Ngata', score: 96, sign: 'sagittarius' }),
  candidate({ n: 2, firstName: 'Tom', lastName: 'Walker', score: 82, sign: 'gemini' }),
  candidate({ n: 3, firstName: 'Sione', lastName: 'Fifita', score: 61, sign: 'taurus' }),
];
