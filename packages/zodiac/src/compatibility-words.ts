import type { ZodiacAspect } from './aspect.js';
import type { ZodiacElement } from './signs.js';

// The words of the explanation, in New Zealand English. Warm and specific, and never unkind to a
// sign: a clash of elements is a difference to enjoy, not a warning.

/** The element relation of two signs, told by the pair of elements in either order. */
export function elementPairKey(a: ZodiacElement, b: ZodiacElement): string {
  return [a, b].sort().join('+');
}

/** What two signs of these elements do together, after 'Aries and Gemini ...'. */
export const ELEMENT_PAIR_VERBS: Readonly<Record<string, string>> = Object.freeze({
  'fire+fire': 'share a spark and a love of adventure',
  'earth+earth': 'build slowly and make things last',
  'air+air': 'could talk for hours and still have more to say',
  'water+water': 'feel deeply and understand each other without many words',
  'air+fire': 'keep each other moving',
  'earth+water': 'help each other grow',
  'earth+fire': 'bring drive and steadiness in different measures',
  'fire+water': 'bring heat and depth, which takes patience and pays off',
  'air+earth': 'mix the practical with the imaginative',
  'air+water': 'meet as head and heart',
});

/** How the aspect colours it, after the verb and a colon. */
export const ASPECT_CLAUSES: Readonly<Record<ZodiacAspect, string>> = Object.freeze({
  trine: 'the easiest flow there is on the wheel',
  conjunction: "sharing a sign, you'll see a lot of yourselves in each other",
  sextile: 'a friendly link that comes easily',
  opposition: 'opposites on the wheel who balance each other out',
  square: 'a little friction that can spark growth',
  'semi-sextile': 'next-door neighbours on the wheel with different rhythms',
  quincunx: 'an unexpected pairing that rewards curiosity',
});

/** The aspect as the factor's detail. */
export const ASPECT_NAMES: Readonly<Record<ZodiacAspect, string>> = Object.freeze({
  trine: 'trine',
  conjunction: 'same sign',
  sextile: 'sextile',
  opposition: 'opposition',
  square: 'square',
  'semi-sextile': 'semi-sextile',
  quincunx: 'quincunx',
});

const ELEMENT_NAMES: Readonly<Record<ZodiacElement, string>> = Object.freeze({
  fire: 'fire',
  earth: 'earth',
  air: 'air',
  water: 'water',
});

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'Both fire', or 'Fire and air' with the viewer's element first. */
export function elementTitle(own: ZodiacElement, other: ZodiacElement): string {
  if (own === other) return `Both ${ELEMENT_NAMES[own]}`;
  return `${capitalised(ELEMENT_NAMES[own])} and ${ELEMENT_NAMES[other]}`;
}
