import { missing, ownProfile, PHOTO_URL, USER_ID, validSetup } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const seven = Array.from({ length: 7 }, (_, i) => `/uploads/profiles/${USER_ID}/${i}.webp`);

export const profileExamples = {
  getProfile: {
    response: {
      valid: [ownProfile, { ...ownProfile, city: null, profileImageUrl: null }],
      invalid: [
        {
          input: { ...ownProfile, zodiacSign: 'ophiuchus' },
          message:
            'Invalid option: expected one of "aries"|"taurus"|"gemini"|"cancer"|"leo"|"virgo"|"libra"|"scorpio"|"sagittarius"|"capricorn"|"aquarius"|"pisces"',
        },
      ],
    },
  },
  updateProfile: {
    body: {
      valid: [
        validSetup,
        { ...validSetup, photos: seven.slice(0, 6), ageRangeMin: 18, ageRangeMax: 99 },
        { bio: 'Just me.' },
        { profileImageUrl: PHOTO_URL },
        { profileImageUrl: 'https://cdn.example.nz/a.webp' },
      ],
      invalid: [
        {
          input: { ...validSetup, bio: 'Too short' },
          message: 'Bio must be at least 10 characters',
        },
        {
          input: { ...validSetup, bio: 'x'.repeat(501) },
          message: 'Bio must be less than 500 characters',
        },
        {
          input: { ...validSetup, sexualOrientation: '' },
          message: 'Sexual orientation is required',
        },
        { input: { ...validSetup, location: '   ' }, message: 'Location is required' },
        { input: { ...validSetup, location: undefined }, message: 'Location is required' },
        { input: { ...validSetup, ageRangeMin: 17 }, message: 'Minimum age must be 18' },
        {
          input: { ...validSetup, ageRangeMax: 17, ageRangeMin: 18 },
          message: 'Maximum age must be 18',
        },
        { input: { ...validSetup, ageRangeMax: 100 }, message: 'Invalid age range' },
        {
          input: { ...validSetup, ageRangeMin: 40, ageRangeMax: 30 },
          message: 'Invalid age range',
        },
        { input: { ...validSetup, photos: [] }, message: 'Please upload at least one photo.' },
        {
          input: { ...validSetup, photos: seven },
          message: 'Photo limit reached. You can upload a maximum of 6 photos.',
        },
        {
          input: { ...validSetup, photos: [PHOTO_URL, PHOTO_URL] },
          message: 'Each photo can only be added once',
        },
        {
          input: { ...validSetup, photos: ['data:image/png;base64,AAAA'] },
          message: 'Image URL must be an http(s) URL or a path starting with /',
        },
        { input: { bio: '   ' }, message: 'Bio cannot be empty' },
        { input: { bio: 'x'.repeat(501) }, message: 'Bio must be less than 500 characters' },
        {
          input: { profileImageUrl: 'javascript:alert(1)' },
          message: 'Image URL must be an http(s) URL or a path starting with /',
        },
        { input: {}, message: 'Bio must be at least 10 characters' },
      ],
    },
    response: {
      valid: [ownProfile],
      invalid: [{ input: { ...ownProfile, photos: undefined }, message: missing('array') }],
    },
  },
  uploadImage: {
    response: {
      valid: [
        {
          url: PHOTO_URL,
          metadata: {
            service: 'local',
            folder: `profiles/${USER_ID}`,
            originalSize: 2_000_000,
            optimizedSize: 250_000,
            compressionRatio: 0.13,
            dimensions: { width: 1200, height: 1600 },
            format: 'webp',
          },
        },
        {
          // Held for a moderator: it looks like a banned person's photo (banned-photos.ts).
          url: PHOTO_URL,
          metadata: {
            service: 'local',
            folder: `profiles/${USER_ID}`,
            originalSize: 2_000_000,
            optimizedSize: 250_000,
            compressionRatio: 0.13,
            dimensions: { width: 1200, height: 1600 },
            format: 'webp',
          },
          heldForReview: true,
          message: 'Thanks! Your photo will appear once it has been reviewed.',
        },
      ],
      invalid: [
        { input: { url: PHOTO_URL }, message: missing('object') },
        {
          input: {
            url: PHOTO_URL,
            metadata: {
              service: 'local',
              folder: `profiles/${USER_ID}`,
              originalSize: 1,
              optimizedSize: 1,
              compressionRatio: 1,
              dimensions: { width: 1, height: 1 },
              format: 'webp',
            },
            heldForReview: false,
          },
          message: 'Invalid input: expected true',
        },
      ],
    },
  },
  getSettings: {
    response: {
      valid: [{ preferredAgeRanges: ['18-25'], preferredCities: [], hideActivity: false }],
      invalid: [
        {
          input: { preferredAgeRanges: ['18-25'], hideActivity: false },
          message: missing('array'),
        },
        {
          input: { preferredAgeRanges: [], preferredCities: [] },
          message: 'hideActivity must be true or false',
        },
      ],
    },
  },
  updateSettings: {
    body: {
      valid: [
        { preferredAgeRanges: [], preferredCities: [] },
        { preferredAgeRanges: [], preferredCities: [], hideActivity: true },
        {
          preferredAgeRanges: ['18-25', '26-31', '32-38', '39-48', '49-55', '56-66'],
          preferredCities: ['Auckland', 'North Shore', 'Hamilton'],
        },
      ],
      invalid: [
        {
          input: { preferredAgeRanges: ['50+'], preferredCities: [] },
          message: 'Unknown age range',
        },
        {
          input: { preferredAgeRanges: [], preferredCities: ['Wellington'] },
          message: 'Unknown city',
        },
        {
          input: { preferredAgeRanges: [], preferredCities: ['Hamilton', 'Hamilton'] },
          message: 'Each preference can only be selected once',
        },
        {
          input: { preferredAgeRanges: [], preferredCities: [], hideActivity: 'yes' },
          message: 'hideActivity must be true or false',
        },
      ],
    },
    response: {
      valid: [{ preferredAgeRanges: ['26-31'], preferredCities: ['Hamilton'], hideActivity: true }],
      invalid: [
        {
          input: { preferredAgeRanges: [], preferredCities: ['Paris'], hideActivity: false },
          message: 'Unknown city',
        },
      ],
    },
  },
} satisfies Record<string, RouteExamples>;
