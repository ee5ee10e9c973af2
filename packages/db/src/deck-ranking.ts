import { compatibility } from '@starmatch/zodiac/compatibility';
import { ZODIAC_SIGNS, type ZodiacSign } from '@starmatch/zodiac/signs';
import type { DeckEntryInput, ScoresByViewerSign } from './queries/decks.js';
import type { VisiblePerson } from './queries/visibility.js';

/**
 * The viewer's best `size` candidates by zodiac compatibility, best first. Ties go by user id:
 * arbitrary but stable, and the same order the feed reads the deck in.
 */
export function rankCandidates(
  viewerSign: ZodiacSign,
  candidates: readonly VisiblePerson[],
  size: number,
): DeckEntryInput[] {
  return candidates
    .map((candidate) => ({
      candidateId: candidate.userId,
      ...compatibility(viewerSign, candidate.zodiacSign),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.candidateId < b.candidateId ? -1 : a.candidateId > b.candidateId ? 1 : 0),
    )
    .slice(0, size);
}

/** How a viewer of each sign scores someone of `candidateSign`: what the fan-out writes. */
export function scoresByViewerSign(candidateSign: ZodiacSign): ScoresByViewerSign {
  return Object.fromEntries(
    ZODIAC_SIGNS.map((sign) => [sign, compatibility(sign, candidateSign)]),
  ) as Record<ZodiacSign, ReturnType<typeof compatibility>>;
}
