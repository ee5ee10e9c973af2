import { describe, expect, it } from 'vitest';
import { rankCandidates, scoresByViewerSign } from '../src/deck-ranking.js';
import type { VisiblePerson } from '../src/queries/visibility.js';

const person = (userId: string, zodiacSign: VisiblePerson['zodiacSign']): VisiblePerson => ({
  userId,
  zodiacSign,
});

describe('rankCandidates', () => {
  it('orders an Aries viewer’s candidates by compatibility, ties by id, and cuts at the size', () => {
    const candidates = [
      person('c-taurus', 'taurus'),
      person('b-libra', 'libra'),
      person('a-leo', 'leo'),
      person('d-aries', 'aries'),
      person('e-cancer', 'cancer'),
      person('f-gemini', 'gemini'),
      person('a-sagittarius', 'sagittarius'),
      person('g-virgo', 'virgo'),
    ];
    expect(rankCandidates('aries', candidates, 10)).toEqual([
      { candidateId: 'a-leo', score: 98, level: 'excellent' },
      { candidateId: 'a-sagittarius', score: 98, level: 'excellent' },
      { candidateId: 'd-aries', score: 90, level: 'great' },
      { candidateId: 'f-gemini', score: 84, level: 'great' },
      { candidateId: 'b-libra', score: 70, level: 'good' },
      { candidateId: 'e-cancer', score: 40, level: 'challenging' },
      { candidateId: 'c-taurus', score: 20, level: 'different' },
      { candidateId: 'g-virgo', score: 20, level: 'different' },
    ]);
    expect(rankCandidates('aries', candidates, 3).map((entry) => entry.candidateId)).toEqual([
      'a-leo',
      'a-sagittarius',
      'd-aries',
    ]);
    expect(rankCandidates('aries', [], 3)).toEqual([]);
  });
});

describe('scoresByViewerSign', () => {
  it('gives the score each sign of viewer has for the candidate', () => {
    const scores = scoresByViewerSign('aries');
    expect(Object.keys(scores)).toHaveLength(12);
    expect(scores.leo).toEqual({ score: 98, level: 'excellent' });
    expect(scores.libra).toEqual({ score: 70, level: 'good' });
    expect(scores.pisces).toEqual({ score: 20, level: 'different' });
  });
});
