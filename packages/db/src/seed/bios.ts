import {
  ACTIVITIES,
  CITY_LINES,
  JOBS,
  LATER_JOBS,
  LOOKING_FOR,
  OPENERS,
  PASIFIKA_OPENERS,
  YOUNG_JOBS,
} from './bio-fragments.js';
import type { NameCulture } from './names.js';
import type { Prng } from './prng.js';

const BIO_MAX = 500;

export interface BioSubject {
  firstName: string;
  age: number;
  city: string;
  culture: NameCulture;
}

/** A believable bio of 10..500 characters, fitted to the person's age, city and name. */
export function composeBio(random: Prng, subject: BioSubject): string {
  const { firstName, age, city, culture } = subject;
  const openers = culture === 'pasifika' && random.chance(0.5) ? PASIFIKA_OPENERS : OPENERS;
  const jobs = age <= 21 ? YOUNG_JOBS : age >= 60 ? LATER_JOBS : JOBS;
  const [first, second] = random.sample(ACTIVITIES, 2);
  const sentences = [
    random.pick(openers).replace('{name}', firstName),
    `${random.pick(jobs)} and spend my spare time on ${first} and ${second}.`,
  ];
  const cityLines = CITY_LINES[city];
  if (cityLines && random.chance(0.7)) sentences.push(random.pick(cityLines));
  sentences.push(random.pick(LOOKING_FOR));
  let bio = sentences.join(' ');
  // Drop the optional middle sentences first if a combination ever runs long.
  while (bio.length > BIO_MAX && sentences.length > 2) {
    sentences.splice(sentences.length - 2, 1);
    bio = sentences.join(' ');
  }
  return bio.slice(0, BIO_MAX);
}
