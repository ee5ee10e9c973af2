import type { PartExamples } from './types.js';

/**
 * The query of a paged list: no query, the largest page, a good cursor with the smallest page,
 * then a page size either side of the bounds and two cursors that point nowhere.
 */
export function pagedListQuery(list: {
  max: number;
  limitMessage: string;
  cursor: string;
  badCursor: string;
  pageGoneMessage: string;
}): PartExamples {
  return {
    valid: [{}, { limit: String(list.max) }, { cursor: list.cursor, limit: '1' }],
    invalid: [
      { input: { limit: '0' }, message: list.limitMessage },
      { input: { limit: String(list.max + 1) }, message: list.limitMessage },
      { input: { cursor: 'not a cursor' }, message: list.pageGoneMessage },
      { input: { cursor: list.badCursor }, message: list.pageGoneMessage },
    ],
  };
}
