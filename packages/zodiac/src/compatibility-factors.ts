import { zodiacAspect } from './aspect.js';
import type { CompatibilityFactor } from './compatibility-factor.js';
import type { CompatibilityPerson } from './compatibility-person.js';
import {
  AGE_FIT_AT_EDGE,
  MAX_AGE_POINTS,
  MAX_PROFILE_POINTS,
  PROFILE_BIO_LENGTH,
  PROFILE_PHOTOS,
  SAME_CITY_POINTS,
  SHARED_CITY_POINTS,
  SIGN_POINTS,
} from './compatibility-weights.js';
import {
  ASPECT_CLAUSES,
  ASPECT_NAMES,
  ELEMENT_PAIR_VERBS,
  elementPairKey,
  elementTitle,
} from './compatibility-words.js';
import { ZODIAC_SIGN_INFO } from './signs.js';

// Each factor of the full score (packages/zodiac/README.md "How the score is made"), told from the viewer's
// side: `own` is the viewer, `other` the person they look at. The points never depend on the
// side, so the score is symmetric; only the words do.

/** A factor, and what it adds to the card's headline when it is the strongest after the signs. */
export interface ScoredFactor extends CompatibilityFactor {
  /** The points before rounding: the score adds these and rounds once. */
  readonly exactPoints: number;
  /** ', and ...' for the headline, or undefined when it has nothing to add there. */
  readonly headlineTail?: string;
}

/** 'Aries and Gemini', the viewer's sign first. */
export function signPair(own: CompatibilityPerson, other: CompatibilityPerson): string {
  return `${ZODIAC_SIGN_INFO[own.sign].name} and ${ZODIAC_SIGN_INFO[other.sign].name}`;
}

/** What the two signs do together, e.g. 'keep each other moving'. */
export function signVerb(own: CompatibilityPerson, other: CompatibilityPerson): string {
  const key = elementPairKey(
    ZODIAC_SIGN_INFO[own.sign].element,
    ZODIAC_SIGN_INFO[other.sign].element,
  );
  return ELEMENT_PAIR_VERBS[key] ?? 'bring something different to each other';
}

export function signsFactor(own: CompatibilityPerson, other: CompatibilityPerson): ScoredFactor {
  const aspect = zodiacAspect(own.sign, other.sign);
  return {
    kind: 'signs',
    title: elementTitle(ZODIAC_SIGN_INFO[own.sign].element, ZODIAC_SIGN_INFO[other.sign].element),
    reason: `${signPair(own, other)} ${signVerb(own, other)}: ${ASPECT_CLAUSES[aspect]}.`,
    detail: ASPECT_NAMES[aspect],
    points: SIGN_POINTS[aspect],
    exactPoints: SIGN_POINTS[aspect],
  };
}

/**
 * How well `age` sits in `range`: 1 in the middle, AGE_FIT_AT_EDGE at either end, 0 outside
 * (a match can drift out of a range after a birthday or a change of settings).
 */
export function ageFit(age: number, range: CompatibilityPerson['ageRange']): number {
  if (age < range.min || age > range.max) return 0;
  const half = (range.max - range.min) / 2;
  if (half === 0) return 1;
  const offCentre = Math.abs(age - (range.min + half)) / half;
  return 1 - (1 - AGE_FIT_AT_EDGE) * offCentre;
}

export function agesFactor(own: CompatibilityPerson, other: CompatibilityPerson): ScoredFactor {
  const ownFit = ageFit(own.age, other.ageRange);
  const otherFit = ageFit(other.age, own.ageRange);
  const fit = (ownFit + otherFit) / 2;
  const exactPoints = MAX_AGE_POINTS * fit;
  const points = Math.round(exactPoints);
  const ages = `You're ${own.age} and they're ${other.age}`;
  if (ownFit === 0 || otherFit === 0) {
    return {
      kind: 'ages',
      title: 'Outside the ages you asked for',
      reason: `${ages}, so one of you is outside the ages the other asked for.`,
      points,
      exactPoints,
    };
  }
  if (points >= 12) {
    return {
      kind: 'ages',
      title: 'Ages that suit you both',
      reason: `${ages}, close to the middle of the ages you each asked for.`,
      points,
      exactPoints,
      headlineTail: ', at ages that suit you both',
    };
  }
  if (points >= 8) {
    return {
      kind: 'ages',
      title: 'Ages that work',
      reason: `${ages}, comfortably inside the ages you each asked for.`,
      points,
      exactPoints,
    };
  }
  return {
    kind: 'ages',
    title: 'Near the edge of your age ranges',
    reason: `${ages}: inside the ages you each asked for, near the edge.`,
    points,
    exactPoints,
  };
}

/** 'in Auckland', but 'on the North Shore', as New Zealanders say it. */
export function inCity(city: string): string {
  return city === 'North Shore' ? 'on the North Shore' : `in ${city}`;
}

/** Living in the same city, or both wanting to meet in one; undefined when neither holds. */
export function placesFactor(
  own: CompatibilityPerson,
  other: CompatibilityPerson,
): ScoredFactor | undefined {
  if (own.city !== null && own.city === other.city) {
    return {
      kind: 'places',
      title: `Both ${inCity(own.city)}`,
      reason: `You both live ${inCity(own.city)}, so a first date is easy to arrange.`,
      points: SAME_CITY_POINTS,
      exactPoints: SAME_CITY_POINTS,
      headlineTail: `, and you're both ${inCity(own.city)}`,
    };
  }
  const shared = own.preferredCities.filter((city) => other.preferredCities.includes(city)).sort();
  const city = shared[0];
  if (city === undefined) return undefined;
  return {
    kind: 'places',
    title: 'Looking in the same places',
    reason: `You're both keen to meet someone ${inCity(city)}.`,
    points: SHARED_CITY_POINTS,
    exactPoints: SHARED_CITY_POINTS,
    headlineTail: `, and you'd both like to meet ${inCity(city)}`,
  };
}

/** 0 to 1: photos up to PROFILE_PHOTOS and bio up to PROFILE_BIO_LENGTH, half each. */
export function profileCompleteness(person: CompatibilityPerson): number {
  const photos = Math.min(person.photoCount, PROFILE_PHOTOS) / PROFILE_PHOTOS;
  const bio = Math.min(person.bioLength, PROFILE_BIO_LENGTH) / PROFILE_BIO_LENGTH;
  return (photos + bio) / 2;
}

/** How much both profiles give the other to go on; undefined when it adds nothing. */
export function profilesFactor(
  own: CompatibilityPerson,
  other: CompatibilityPerson,
): ScoredFactor | undefined {
  const completeness = (profileCompleteness(own) + profileCompleteness(other)) / 2;
  const exactPoints = MAX_PROFILE_POINTS * completeness;
  const points = Math.round(exactPoints);
  if (points === 0) return undefined;
  if (points >= MAX_PROFILE_POINTS - 1) {
    return {
      kind: 'profiles',
      title: 'Profiles worth reading',
      reason:
        "You've both shared photos and a proper bio, so there's plenty to start a conversation with.",
      points,
      exactPoints,
      headlineTail: ', with plenty to talk about',
    };
  }
  return {
    kind: 'profiles',
    title: 'More to discover',
    reason: "There's more to each of you than your profiles say yet, so ask away.",
    points,
    exactPoints,
  };
}
