/** The pages after those loaded, as the queue and the history use them. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  /** The last try at the next page failed; `load` tries again. */
  failed: boolean;
  load: () => void;
}
