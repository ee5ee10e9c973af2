import {
  CITIES,
  type City,
  SETTINGS_AGE_RANGES,
  type SettingsAgeRange,
} from '@starmatch/contracts/constants';
import type { UserGender } from '../tables/users.js';
import { BioWriter } from './bios.js';
import { Deck } from './deck.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { CULTURE_WEIGHTS, NAME_POOLS, type NameCulture } from './names.js';
import { dateOfBirthForAge } from './people-dates.js';
import { Prng } from './prng.js';
import { CITY_SUBURBS, suburbLocation } from './suburbs.js';

export const DEMO_CROWD_SIZE = 320;
export const DEMO_MIN_AGE = 18;
export const DEMO_MAX_AGE = 66;
export const DEMO_EMAIL_DOMAIN = 'demo.starmatch.nz';

// Cities near enough that someone in the first would happily date in the others.
const NEARBY_CITIES: Readonly<Record<City, readonly City[]>> = {
  Auckland: ['Auckland', 'North Shore'],
  'North Shore': ['North Shore', 'Auckland'],
  Hamilton: ['Hamilton', 'Auckland'],
};

export interface DemoPerson {
  fullName: string;
  email: string;
  gender: UserGender;
  age: number;
  /** 'YYYY-MM-DD', computed so the person is `age` on the seed day. */
  dateOfBirth: string;
  city: City;
  location: string;
  bio: string;
  ageRangeMin: number;
  ageRangeMax: number;
  preferredAgeRanges: SettingsAgeRange[];
  preferredCities: City[];
  photoCount: number;
  /** How long ago the account was made, so sign-up dates look organic. */
  joinedDaysAgo: number;
}

function pickCulture(random: Prng): NameCulture {
  let roll = random.next();
  for (const [culture, weight] of CULTURE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return culture;
  }
  return 'pakeha';
}

function emailSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function ageRangeIndex(age: number): number {
  return SETTINGS_AGE_RANGES.findIndex((range) => {
    const [min, max] = range.split('-').map(Number);
    return age >= min! && age <= max!;
  });
}

/** Mostly generous preferences, so the crowd sees plenty of each other. */
function preferences(random: Prng, age: number, city: City) {
  const own = ageRangeIndex(age);
  const spread = random.pick([1, 1, 2]);
  const preferredAgeRanges = random.chance(0.25)
    ? []
    : SETTINGS_AGE_RANGES.filter((_, index) => Math.abs(index - own) <= spread);
  const cityRoll = random.next();
  const preferredCities =
    cityRoll < 0.35 ? [] : cityRoll < 0.7 ? [...CITIES] : [...NEARBY_CITIES[city]];
  const ageRangeMin = Math.max(DEMO_MIN_AGE, age - random.int(4, 10));
  const ageRangeMax = Math.min(99, age + random.int(5, 14));
  return { preferredAgeRanges, preferredCities, ageRangeMin, ageRangeMax };
}

function demoAccountPeople(now: Date): DemoPerson[] {
  return DEMO_ACCOUNTS.map((account, index) => ({
    fullName: account.fullName,
    email: account.email,
    gender: account.gender,
    age: account.age,
    dateOfBirth: dateOfBirthForAge(now, account.age, account.daysSinceBirthday),
    city: account.city,
    location: account.location,
    bio: account.bio,
    ageRangeMin: account.ageRangeMin,
    ageRangeMax: account.ageRangeMax,
    preferredAgeRanges: [...account.preferredAgeRanges],
    preferredCities: [...account.preferredCities],
    photoCount: 3,
    joinedDaysAgo: 30 + index,
  }));
}

/**
 * The demo crowd: the two documented accounts, then `crowdSize` people with ages spread evenly
 * over 18..66, genders alternating and cities in turn. Deterministic for a given `now` and seed.
 */
export function buildDemoPeople(now: Date, crowdSize = DEMO_CROWD_SIZE, seed = 64): DemoPerson[] {
  const random = new Prng(seed);
  const ageSpan = DEMO_MAX_AGE - DEMO_MIN_AGE + 1;
  const ages = random.shuffle(
    Array.from({ length: crowdSize }, (_, index) => DEMO_MIN_AGE + (index % ageSpan)),
  );
  const usedNames = new Set(DEMO_ACCOUNTS.map((account) => account.fullName));
  const bios = new BioWriter(random);
  const suburbs = new Map(CITIES.map((city) => [city, new Deck(CITY_SUBURBS[city], random)]));
  const crowd = ages.map((age, index): DemoPerson => {
    const gender: UserGender = index % 2 === 0 ? 'Female' : 'Male';
    const city = CITIES[index % CITIES.length]!;
    let first = '';
    let fullName = '';
    let culture: NameCulture = 'pakeha';
    // A few redraws keep exact name clashes rare without making them impossible.
    for (let attempt = 0; attempt < 5 && (fullName === '' || usedNames.has(fullName)); attempt++) {
      culture = pickCulture(random);
      const surnameCulture = random.chance(0.85) ? culture : pickCulture(random);
      first = random.pick(NAME_POOLS[culture][gender]);
      fullName = `${first} ${random.pick(NAME_POOLS[surnameCulture].surnames)}`;
    }
    usedNames.add(fullName);
    const last = fullName.slice(first.length + 1);
    const suburb = suburbs.get(city)!.draw();
    return {
      fullName,
      email: `${emailSlug(first)}.${emailSlug(last)}.${index + 1}@${DEMO_EMAIL_DOMAIN}`,
      gender,
      age,
      dateOfBirth: dateOfBirthForAge(now, age, random.int(0, 364)),
      city,
      location: suburbLocation(suburb, city),
      bio: bios.write({ firstName: first, age, city, suburb, culture }),
      ...preferences(random, age, city),
      photoCount: random.int(2, 3),
      joinedDaysAgo: random.int(1, 180),
    };
  });
  return [...demoAccountPeople(now), ...crowd];
}
