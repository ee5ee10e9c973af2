import type { Prng } from './prng.js';

/**
 * Draws items in shuffled rounds: nothing comes up twice until everything has come up once, so
 * a few hundred seeded bios spread their lines evenly instead of clumping on a favourite.
 */
export class Deck<T> {
  readonly #items: readonly T[];
  readonly #random: Prng;
  #round: T[] = [];

  constructor(items: readonly T[], random: Prng) {
    if (items.length === 0) throw new RangeError('A deck needs at least one item');
    this.#items = items;
    this.#random = random;
  }

  draw(): T {
    if (this.#round.length === 0) this.#round = this.#random.shuffle(this.#items);
    return this.#round.pop()!;
  }

  /** `count` different items (count must not exceed the deck's size). */
  drawDistinct(count: number): T[] {
    if (count > new Set(this.#items).size)
      throw new RangeError(`Cannot draw ${count} distinct items`);
    const drawn: T[] = [];
    while (drawn.length < count) {
      const item = this.draw();
      if (!drawn.includes(item)) drawn.push(item);
    }
    return drawn;
  }
}
