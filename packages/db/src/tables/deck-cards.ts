/**
 * The head of each pool member's card in the deck as JSON text (queries/candidate-card-json.ts),
 * kept by the pool's refresh (migrations 2026-12-05T00-00-00-feed-cards and
 * 2026-12-09T00-00-00-deck-vocabulary): only ever read by the app.
 */
export interface DeckCardsTable {
  user_id: string;
  card: string;
}
