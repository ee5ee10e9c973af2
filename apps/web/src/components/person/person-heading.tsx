import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { zodiacSignInfo } from '@starmatch/zodiac/signs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PersonHeadingProps {
  name: string;
  age: number;
  zodiacSign: ZodiacSign;
  location: string;
  /** Over a photo (the discovery card: larger, white, with a pin), or in a sheet's column. */
  look: 'on-photo' | 'in-sheet';
  /** The card's name is a heading of the deck; the sheet's title already names the person. */
  as?: 'h3' | 'p';
  /** Before the place, e.g. the card's pin. */
  placeIcon?: ReactNode;
}

const LOOKS = {
  'on-photo': {
    name: 'text-3xl leading-tight text-white',
    line: 'mt-1 items-center',
    place: 'flex min-w-0 items-center gap-1 break-words text-star',
  },
  'in-sheet': { name: 'text-2xl', line: '', place: 'text-haze' },
} as const;

/**
 * 'Name, age' and, below, the sign and the place: how the discovery card and a match's profile
 * name someone.
 */
export function PersonHeading({
  name,
  age,
  zodiacSign,
  location,
  look,
  as: Name = 'p',
  placeIcon,
}: PersonHeadingProps) {
  const sign = zodiacSignInfo(zodiacSign);
  const classes = LOOKS[look];
  return (
    <>
      <Name className={cn('font-bold tracking-tight break-words', classes.name)}>
        {name}, <span className="font-semibold">{age}</span>
      </Name>
      <p className={cn('flex flex-wrap gap-x-3 gap-y-1 font-medium text-lilac-200', classes.line)}>
        <span>
          <span aria-hidden="true" className="mr-1 text-gold-200">
            {sign.symbol}
          </span>
          {sign.name}
        </span>
        <span className={classes.place}>
          {placeIcon}
          {location}
        </span>
      </p>
    </>
  );
}
