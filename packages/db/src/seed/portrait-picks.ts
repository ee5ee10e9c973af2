import type { UserGender } from '../tables/users.js';
import { CLOSE_UPS, type Portrait, type PortraitPool } from './portraits.js';
import type { Prng } from './prng.js';

export interface PortraitSubject {
  gender: UserGender;
  photoCount: number;
}

/**
 * Each person's photos, in order: all of one pool character, the first a face close up, no take
 * twice. Characters are dealt in a shuffled round so people share one only once the pool runs
 * out, and the second round starts on the other close up.
 */
export function pickPortraits(
  people: readonly PortraitSubject[],
  pool: PortraitPool,
  random: Prng,
): Portrait[][] {
  const order: Record<UserGender, number[]> = {
    Female: random.shuffle(pool.Female.map((_, index) => index)),
    Male: random.shuffle(pool.Male.map((_, index) => index)),
  };
  const dealt: Record<UserGender, number> = { Female: 0, Male: 0 };
  return people.map(({ gender, photoCount }) => {
    const characters = order[gender];
    const turn = dealt[gender]++;
    const character = pool[gender][characters[turn % characters.length]!]!;
    const closeUp = Math.floor(turn / characters.length) % CLOSE_UPS;
    if (photoCount > character.shots.length) {
      throw new RangeError(
        `${photoCount} photos wanted, a character has ${character.shots.length}`,
      );
    }
    const others = character.shots.filter((_, shot) => shot !== closeUp);
    return [character.shots[closeUp]!, ...random.sample(others, photoCount - 1)];
  });
}
