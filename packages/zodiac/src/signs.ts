/** The twelve signs in the order of docs/PRODUCT.md "Zodiac signs", which is also their order round the wheel from Aries. */
export const ZODIAC_SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;

export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

export const ZODIAC_ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type ZodiacElement = (typeof ZODIAC_ELEMENTS)[number];

export const ZODIAC_MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type ZodiacModality = (typeof ZODIAC_MODALITIES)[number];

/** A day of the year without a year: month 1-12, day 1-31. */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

export interface ZodiacSignInfo {
  readonly sign: ZodiacSign;
  /** Capitalised name for display, e.g. 'Sagittarius'. */
  readonly name: string;
  readonly symbol: string;
  readonly element: ZodiacElement;
  readonly modality: ZodiacModality;
  /** First day of the sign (inclusive), per docs/PRODUCT.md "Zodiac signs". */
  readonly from: MonthDay;
  /** Last day of the sign (inclusive), per docs/PRODUCT.md "Zodiac signs". */
  readonly to: MonthDay;
}

export class UnknownZodiacSignError extends Error {
  override readonly name = 'UnknownZodiacSignError';
  constructor(readonly value: unknown) {
    super(`Unknown zodiac sign: ${String(value)}`);
  }
}

function info(
  sign: ZodiacSign,
  name: string,
  symbol: string,
  element: ZodiacElement,
  modality: ZodiacModality,
  from: [month: number, day: number],
  to: [month: number, day: number],
): ZodiacSignInfo {
  return Object.freeze({
    sign,
    name,
    symbol,
    element,
    modality,
    from: Object.freeze({ month: from[0], day: from[1] }),
    to: Object.freeze({ month: to[0], day: to[1] }),
  });
}

export const ZODIAC_SIGN_INFO: Readonly<Record<ZodiacSign, ZodiacSignInfo>> = Object.freeze({
  aries: info('aries', 'Aries', '♈', 'fire', 'cardinal', [3, 21], [4, 19]),
  taurus: info('taurus', 'Taurus', '♉', 'earth', 'fixed', [4, 20], [5, 20]),
  gemini: info('gemini', 'Gemini', '♊', 'air', 'mutable', [5, 21], [6, 20]),
  cancer: info('cancer', 'Cancer', '♋', 'water', 'cardinal', [6, 21], [7, 22]),
  leo: info('leo', 'Leo', '♌', 'fire', 'fixed', [7, 23], [8, 22]),
  virgo: info('virgo', 'Virgo', '♍', 'earth', 'mutable', [8, 23], [9, 22]),
  libra: info('libra', 'Libra', '♎', 'air', 'cardinal', [9, 23], [10, 22]),
  scorpio: info('scorpio', 'Scorpio', '♏', 'water', 'fixed', [10, 23], [11, 21]),
  sagittarius: info('sagittarius', 'Sagittarius', '♐', 'fire', 'mutable', [11, 22], [12, 21]),
  capricorn: info('capricorn', 'Capricorn', '♑', 'earth', 'cardinal', [12, 22], [1, 19]),
  aquarius: info('aquarius', 'Aquarius', '♒', 'air', 'fixed', [1, 20], [2, 18]),
  pisces: info('pisces', 'Pisces', '♓', 'water', 'mutable', [2, 19], [3, 20]),
});

export function isZodiacSign(value: unknown): value is ZodiacSign {
  return typeof value === 'string' && (ZODIAC_SIGNS as readonly string[]).includes(value);
}

/** Narrows an untrusted string (a database column, a query parameter) to a sign or throws. */
export function parseZodiacSign(value: unknown): ZodiacSign {
  if (!isZodiacSign(value)) throw new UnknownZodiacSignError(value);
  return value;
}

export function zodiacSignInfo(sign: ZodiacSign): ZodiacSignInfo {
  return ZODIAC_SIGN_INFO[parseZodiacSign(sign)];
}

/** Position on the wheel, Aries = 0 ... Pisces = 11. */
export function zodiacSignIndex(sign: ZodiacSign): number {
  return ZODIAC_SIGNS.indexOf(parseZodiacSign(sign));
}
