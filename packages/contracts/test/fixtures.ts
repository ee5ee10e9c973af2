// Shared sample values for the tests. The ids are fixed so failures are readable.

export const USER_ID = '0b7c2f5e-3a4d-4e1f-9a6b-1c2d3e4f5a6b';
export const OTHER_USER_ID = '5f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';
export const MATCH_ID = '01976a2b-3c4d-7e5f-8a6b-7c8d9e0f1a2b';
export const MESSAGE_ID = '01976a2b-4d5e-7f60-9a1b-2c3d4e5f6a7b';
export const REQUEST_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const CLIENT_MESSAGE_ID = '3e2d1c0b-9a8f-4e7d-b6c5-a4b3c2d1e0f9';
export const PHOTO_URL = `/uploads/profiles/${USER_ID}/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.webp`;
export const CREATED_AT = '2025-06-01T09:30:00.000Z';

export const message = {
  id: MESSAGE_ID,
  matchId: MATCH_ID,
  senderId: USER_ID,
  receiverId: OTHER_USER_ID,
  content: 'Kia ora!',
  messageType: 'text',
  createdAt: CREATED_AT,
  readAt: null,
  clientMessageId: CLIENT_MESSAGE_ID,
};

export const validSetup = {
  bio: 'Surfer, coffee snob and Sunday hiker.',
  sexualOrientation: 'heterosexual',
  location: 'Auckland, Auckland',
  ageRangeMin: 25,
  ageRangeMax: 35,
  photos: [PHOTO_URL],
};

export const ownProfile = {
  userId: USER_ID,
  fullName: 'Aroha Ngata',
  dateOfBirth: '1996-04-02',
  age: 29,
  gender: 'Female',
  zodiacSign: 'aries',
  bio: validSetup.bio,
  sexualOrientation: 'heterosexual',
  location: 'Auckland, Auckland',
  city: 'Auckland',
  ageRangeMin: 25,
  ageRangeMax: 35,
  profileImageUrl: PHOTO_URL,
  photos: [PHOTO_URL],
};

/** Why Aroha (aries) and Nikau (leo) match, as packages/zodiac writes it. */
export const compatibility = {
  score: 96,
  level: 'excellent',
  headline: 'Two fire signs who light each other up.',
  factors: [
    {
      kind: 'signs',
      title: 'Fire and fire',
      reason: 'Aries and Leo share a spark and a love of a good adventure.',
      detail: 'trine',
      points: 62,
    },
    {
      kind: 'ages',
      title: 'Ages that fit',
      reason: 'Each of you sits inside the age range the other is looking for.',
      points: 20,
    },
    {
      kind: 'places',
      title: 'Both in Auckland',
      reason: 'You are looking in the same city, so a first date is easy.',
      points: 10,
    },
    {
      kind: 'profiles',
      title: 'Profiles with a story',
      reason: 'Both profiles have photos and a bio to start a conversation from.',
      points: 4,
    },
  ],
};

export const candidate = {
  userId: OTHER_USER_ID,
  fullName: 'Nikau Parata',
  age: 31,
  gender: 'Male',
  bio: 'Builder who cooks a mean hangi.',
  profileImageUrl: null,
  photos: ['https://cdn.example.nz/p/1.webp'],
  zodiacSign: 'leo',
  location: 'Auckland, Auckland',
  user: {
    firstName: 'Nikau',
    lastName: 'Parata',
    fullName: 'Nikau Parata',
    profileImageUrl: null,
    bio: 'Builder who cooks a mean hangi.',
    age: 31,
  },
  compatibilityScore: 96,
  zodiacCompatibilityLevel: 'excellent',
  compatibility,
};

export const matchProfile = {
  userId: OTHER_USER_ID,
  fullName: 'Nikau Parata',
  age: 31,
  gender: 'Male',
  bio: 'Builder who cooks a mean hangi.',
  profileImageUrl: null,
  photos: ['https://cdn.example.nz/p/1.webp'],
  zodiacSign: 'leo',
  location: 'Auckland, Auckland',
  compatibility,
};

export const match = {
  id: MATCH_ID,
  otherUser: { id: OTHER_USER_ID, fullName: 'Nikau Parata', profileImageUrl: null },
  unreadCount: 2,
  lastMessage: { content: 'Kia ora!', createdAt: CREATED_AT },
  createdAt: CREATED_AT,
};

/** Zod's own wording for a missing required field. */
export function missing(expected: string): string {
  return `Invalid input: expected ${expected}, received undefined`;
}
