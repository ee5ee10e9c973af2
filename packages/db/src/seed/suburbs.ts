import type { City } from '@starmatch/contracts/constants';

/**
 * Real suburbs of each listed city (docs/PRODUCT.md "Timings and limits"). A profile's location
 * is free text ('City, State'), so a seeded person reads as 'Ponsonby, Auckland' the way people
 * describe where they live; their `city` column stays the listed city the preferences filter on.
 */
export const CITY_SUBURBS: Readonly<Record<City, readonly string[]>> = {
  Auckland: [
    'Ponsonby',
    'Grey Lynn',
    'Mt Eden',
    'Kingsland',
    'Parnell',
    'Remuera',
    'Mt Albert',
    'Sandringham',
    'Onehunga',
    'Ellerslie',
    'Mission Bay',
    'Pt Chevalier',
    'Westmere',
    'Epsom',
    'Glen Innes',
    'Avondale',
    'Herne Bay',
    'Newmarket',
  ],
  'North Shore': [
    'Takapuna',
    'Devonport',
    'Milford',
    'Birkenhead',
    'Northcote',
    'Albany',
    'Browns Bay',
    'Glenfield',
    'Torbay',
    'Hauraki',
    'Sunnynook',
    'Castor Bay',
  ],
  Hamilton: [
    'Hamilton East',
    'Hillcrest',
    'Claudelands',
    'Frankton',
    'Chartwell',
    'Rototuna',
    'Flagstaff',
    'Dinsdale',
    'Fairfield',
    'Silverdale',
    'Hamilton Lake',
    'Melville',
  ],
};

/** The location text for someone living in `suburb` of `city`. */
export function suburbLocation(suburb: string, city: City): string {
  return `${suburb}, ${city}`;
}
