/**
 * The head of each pool member's feed card as JSON text (queries/candidate-card-json.ts), kept by
 * the pool's refresh (migration 2026-12-05T00-00-00-feed-cards): only ever read by the app.
 */
export interface FeedCardsTable {
  user_id: string;
  card: string;
}
