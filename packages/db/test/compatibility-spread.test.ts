import { describe, expect, it } from 'vitest';
import { buildDeck } from '../src/queries/deck-build.js';
import { readDeckCards } from '../src/queries/deck-page.js';
import { listDeck } from '../src/queries/decks.js';
import { appToday } from '../src/queries/visibility.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import { demoSeedDatabase } from './support/demo-seed-database.js';

// The full compatibility score must tell people apart (packages/zodiac/README.md "Spread over the
// seed"): over the demo seed, every deck of 10 or more people takes at least 10 distinct scores,
// no score holds more than a quarter of any deck, and neither demo account's first page of 20
// shares one score.

const NOW = new Date('2026-03-15T09:30:00Z');
const TODAY = appToday(NOW);

const test = demoSeedDatabase(NOW);

interface Spread {
  size: number;
  distinct: number;
  /** The share of the deck held by its most common score. */
  topShare: number;
}

function spreadOf(scores: readonly number[]): Spread {
  const counts = new Map<number, number>();
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return { size: scores.length, distinct: counts.size, topShare: most / scores.length };
}

describe('the spread of scores over the seed', () => {
  it('gives every deck of 10 or more at least 10 distinct scores, and no score over a quarter of any deck', async () => {
    const people = await test.db.selectFrom('match_pool').select('user_id').execute();
    const spreads: Spread[] = [];
    const levels = new Map<string, number>();
    for (const { user_id } of people) {
      await buildDeck(test.db, { userId: user_id, today: TODAY });
      const deck = await listDeck(test.db, user_id);
      spreads.push(spreadOf(deck.map((entry) => entry.score)));
      for (const { level } of deck) levels.set(level, (levels.get(level) ?? 0) + 1);
    }
    const large = spreads.filter((spread) => spread.size >= 10);
    const small = spreads.filter((spread) => spread.size < 10);
    const distinct = large.map((spread) => spread.distinct).sort((a, b) => a - b);
    const shares = spreads.map((spread) => spread.topShare).sort((a, b) => a - b);
    // The figures packages/zodiac/README.md "Spread over the seed" quotes.
    console.info(
      `${spreads.length} decks (${small.length} under 10 people: sizes ${small.map((s) => s.size).join(', ')}); ` +
        `distinct scores per deck of 10+: min ${distinct[0]}, median ${distinct[Math.floor(distinct.length / 2)]}; ` +
        `largest share of one score: ${shares.at(-1)?.toFixed(3)}, median ${shares[Math.floor(shares.length / 2)]?.toFixed(3)}; ` +
        `levels ${JSON.stringify(Object.fromEntries(levels))}`,
    );
    expect(spreads).toHaveLength(people.length);
    expect(spreads.every((spread) => spread.size > 0)).toBe(true);
    expect(distinct[0]).toBeGreaterThanOrEqual(10);
    expect(shares.at(-1)).toBeLessThanOrEqual(0.25);
    // The seed's one deck of fewer than 10 people (its owner asks for a narrow age range).
    expect(small.map((spread) => spread.size)).toEqual([8]);
  }, 120_000);

  it.each(DEMO_ACCOUNTS.map((account) => account.email))(
    "does not give %s's first 20 candidates one score",
    async (email) => {
      const { id } = await test.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const page = await readDeckCards(test.db, { userId: id, today: TODAY });
      const scores = page.map((candidate) => candidate.compatibilityScore);
      console.info(`${email}: first 20 scores ${scores.join(' ')}`);
      expect(page).toHaveLength(20);
      expect(spreadOf(scores).distinct).toBeGreaterThanOrEqual(15);
      expect(page.map((candidate) => candidate.compatibility.score)).toEqual(scores);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    },
  );
});
