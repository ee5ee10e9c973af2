import { CITIES } from '@starmatch/contracts/constants';
import { describe, expect, it } from 'vitest';
import { LOOKING_FOR } from '../src/seed/bio-fragments.js';
import { Deck } from '../src/seed/deck.js';
import { buildDemoPeople } from '../src/seed/demo-people.js';
import { Prng } from '../src/seed/prng.js';
import { CITY_SUBURBS } from '../src/seed/suburbs.js';

const NOW = new Date('2026-03-15T09:30:00Z');
const people = buildDemoPeople(NOW);
const crowd = people.slice(2);

describe('Deck', () => {
  it('deals every item once per round', () => {
    const deck = new Deck(['a', 'b', 'c'], new Prng(3));
    const drawn = Array.from({ length: 6 }, () => deck.draw());
    expect([...drawn.slice(0, 3)].sort()).toEqual(['a', 'b', 'c']);
    expect([...drawn.slice(3)].sort()).toEqual(['a', 'b', 'c']);
    expect(new Set(deck.drawDistinct(3)).size).toBe(3);
    expect(() => deck.drawDistinct(4)).toThrow(RangeError);
  });
});

describe('demo bios', () => {
  it('are 10..500 characters, all different, with no placeholder left', () => {
    for (const person of people) {
      expect(person.bio.length).toBeGreaterThanOrEqual(10);
      expect(person.bio.length).toBeLessThanOrEqual(500);
      expect(person.bio).not.toMatch(/[{}]/);
    }
    expect(new Set(people.map((person) => person.bio)).size).toBe(people.length);
  });

  it('come in several shapes, spread evenly over the crowd', () => {
    const shapes = {
      prompts: crowd.filter((p) =>
        /^(My ideal Sunday|Green flag|I'm weirdly proud of|Together we could):/.test(p.bio),
      ),
      list: crowd.filter((p) => / Based in /.test(p.bio)),
      intro: crowd.filter((p) => / Home is /.test(p.bio)),
      story: crowd.filter((p) => /Outside work it's all about/.test(p.bio)),
    };
    // A quarter each, give or take the odd redraw that dodged a duplicate bio.
    for (const matching of Object.values(shapes)) {
      expect(Math.abs(matching.length - crowd.length / 4)).toBeLessThanOrEqual(3);
    }
  });

  it('spread their closing lines evenly', () => {
    const uses = LOOKING_FOR.map((line) => crowd.filter((p) => p.bio.endsWith(line)).length);
    expect(Math.max(...uses) - Math.min(...uses)).toBeLessThanOrEqual(2);
  });
});

describe('demo locations', () => {
  it("read 'Suburb, City' with a real suburb of the person's listed city", () => {
    for (const person of people) {
      expect(CITIES).toContain(person.city);
      const [suburb, city] = person.location.split(', ');
      expect(city).toBe(person.city);
      expect(CITY_SUBURBS[person.city]).toContain(suburb);
    }
    expect(people.some((person) => person.location === 'Auckland, Auckland')).toBe(false);
    expect(people[0]!.location).toBe('Ponsonby, Auckland');
  });

  it('spread over many suburbs of each city', () => {
    for (const city of CITIES) {
      const used = new Set(people.filter((p) => p.city === city).map((p) => p.location));
      expect(used.size).toBe(CITY_SUBURBS[city].length);
    }
  });
});
