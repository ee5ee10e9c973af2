/**
 * docs/PRODUCT.md "Visibility", written out independently of the app code so the seed test
 * checks the demo accounts against the rules themselves.
 */
export interface VisibilityPerson {
  age: number;
  gender: 'Female' | 'Male';
  city: string | null;
  sexualOrientation: string;
  ageRangeMin: number;
  ageRangeMax: number;
  preferredAgeRanges: string[];
  preferredCities: string[];
  photoCount: number;
}

function ageFitsRanges(age: number, ranges: string[]): boolean {
  if (ranges.length === 0) return true;
  return ranges.some((range) => {
    const [min, max] = range.split('-').map(Number);
    return age >= min! && age <= max!;
  });
}

function cityFits(city: string | null, cities: string[]): boolean {
  return cities.length === 0 || (city !== null && cities.includes(city));
}

/** Why `candidate` would not be shown to `viewer`, or an empty list when they would be. */
export function visibilityProblems(
  viewer: VisibilityPerson,
  candidate: VisibilityPerson,
): string[] {
  const problems: string[] = [];
  if (!ageFitsRanges(candidate.age, viewer.preferredAgeRanges)) problems.push('age vs ranges');
  if (candidate.age < viewer.ageRangeMin || candidate.age > viewer.ageRangeMax) {
    problems.push('age vs profile range');
  }
  if (!cityFits(candidate.city, viewer.preferredCities)) problems.push('city');
  if (viewer.sexualOrientation !== 'heterosexual' || viewer.gender === candidate.gender) {
    problems.push('orientation');
  }
  if (candidate.photoCount < 1) problems.push('no photo');
  return problems;
}

/** Mutual: each must fit the other's preferences. */
export function mutualVisibilityProblems(a: VisibilityPerson, b: VisibilityPerson): string[] {
  return [
    ...visibilityProblems(a, b).map((problem) => `A sees B: ${problem}`),
    ...visibilityProblems(b, a).map((problem) => `B sees A: ${problem}`),
  ];
}
