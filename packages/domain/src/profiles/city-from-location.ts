import { CITIES, type City } from '@starmatch/contracts/constants';

/**
 * The city a free-text "City, Region" location names: the part before the first comma, matched
 * case-insensitively against CITIES ('north shore, Auckland' -> 'North Shore'). Null when it
 * names none of them, so matching treats the person as outside every listed city.
 */
export function cityFromLocation(location: string): City | null {
  const named = (location.split(',')[0] ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === named) ?? null;
}
