import type { City, SettingsAgeRange } from '@starmatch/contracts/constants';
import type { UserGender } from '../tables/users.js';

/** Every seeded person, the two documented accounts included, signs in with this password. */
export const DEMO_PASSWORD = 'starmatch-demo';

export interface DemoAccount {
  fullName: string;
  email: string;
  gender: UserGender;
  /** Age on the day the seed runs; the date of birth is computed from it. */
  age: number;
  /** Days between the last birthday and the seed day, so the birthday is fixed within a year. */
  daysSinceBirthday: number;
  city: City;
  location: string;
  bio: string;
  ageRangeMin: number;
  ageRangeMax: number;
  preferredAgeRanges: readonly SettingsAgeRange[];
  preferredCities: readonly City[];
}

/**
 * Two accounts to try the app with, documented in the README. Both live in Auckland and fit
 * each other's preferences, so each appears in the other's deck.
 */
export const DEMO_ACCOUNTS: readonly [DemoAccount, DemoAccount] = [
  {
    fullName: 'Aroha Ngata',
    email: 'aroha@demo.starmatch.nz',
    gender: 'Female',
    age: 29,
    daysSinceBirthday: 120,
    city: 'Auckland',
    location: 'Ponsonby, Auckland',
    bio: "Kia ora! I'm Aroha, a primary school teacher from Ponsonby. Weekends are for tramping in the Waitākere Ranges, sourdough experiments and far too many podcasts. Looking for someone kind with a good laugh.",
    ageRangeMin: 26,
    ageRangeMax: 42,
    preferredAgeRanges: ['26-31', '32-38', '39-48'],
    preferredCities: ['Auckland', 'North Shore'],
  },
  {
    fullName: 'Nikau Parata',
    email: 'nikau@demo.starmatch.nz',
    gender: 'Male',
    age: 31,
    daysSinceBirthday: 240,
    city: 'Auckland',
    location: 'Pt Chevalier, Auckland',
    bio: 'Kia ora, Nikau here. I design bridges by day and paddle waka ama on the harbour at dawn. Big on whānau, good coffee and long drives up north. Keen to meet someone who loves the outdoors as much as I do.',
    ageRangeMin: 22,
    ageRangeMax: 38,
    preferredAgeRanges: ['18-25', '26-31', '32-38'],
    preferredCities: [],
  },
];
