import { encodeBlocksCursor } from '../../src/blocks-cursor.js';
import { CREATED_AT, MATCH_ID, OTHER_USER_ID, PHOTO_URL, REQUEST_ID } from '../fixtures.js';
import { pagedListQuery } from './paged-list-query.js';
import type { RouteExamples } from './types.js';

const blocked = {
  id: OTHER_USER_ID,
  fullName: 'Mere Tane',
  profileImageUrl: PHOTO_URL,
  blockedAt: CREATED_AT,
};

export const safetyExamples = {
  blockUser: {
    body: {
      valid: [{ userId: OTHER_USER_ID }],
      invalid: [
        { input: { userId: 'me' }, message: 'Must be a valid id' },
        { input: {}, message: 'Must be a valid id' },
      ],
    },
    response: {
      valid: [{ message: 'Blocked. They can no longer see you or contact you.' }],
      invalid: [{ input: {}, message: 'Invalid input: expected string, received undefined' }],
    },
  },
  getBlocks: {
    query: pagedListQuery({
      max: 50,
      limitMessage: 'Limit must be a whole number from 1 to 50',
      cursor: encodeBlocksCursor({ blockedAtMicros: '1790000000000000', blockedId: OTHER_USER_ID }),
      badCursor: encodeBlocksCursor({ blockedAtMicros: 'x', blockedId: OTHER_USER_ID }),
      pageGoneMessage: 'That page is no longer available. Please reload the list.',
    }),
    response: {
      valid: [
        { people: [], nextCursor: null },
        { people: [blocked, { ...blocked, profileImageUrl: null }], nextCursor: 'MTIz' },
      ],
      invalid: [
        {
          input: { people: [{ ...blocked, blockedAt: 'yesterday' }], nextCursor: null },
          message: 'Invalid ISO datetime',
        },
      ],
    },
  },
  unblockUser: {
    params: {
      valid: [{ userId: OTHER_USER_ID }],
      invalid: [{ input: { userId: '42' }, message: 'Must be a valid id' }],
    },
    response: {
      valid: [null],
      invalid: [{ input: {}, message: 'Invalid input: expected null, received object' }],
    },
  },
  reportUser: {
    body: {
      valid: [
        { userId: OTHER_USER_ID, category: 'harassment' },
        {
          userId: OTHER_USER_ID,
          category: 'offline_safety',
          details: 'He turned up at my work.\r\nTwice.',
          matchId: MATCH_ID,
        },
      ],
      invalid: [
        {
          input: { userId: OTHER_USER_ID, category: 'rude' },
          message: 'Please choose what happened',
        },
        { input: { userId: OTHER_USER_ID }, message: 'Please choose what happened' },
        {
          input: { userId: OTHER_USER_ID, category: 'spam', details: 'x'.repeat(1001) },
          message: 'Details must be at most 1000 characters',
        },
        {
          input: { userId: OTHER_USER_ID, category: 'spam', matchId: 'chat' },
          message: 'Must be a valid id',
        },
      ],
    },
    response: {
      valid: [{ id: REQUEST_ID }],
      invalid: [{ input: { id: 7 }, message: 'Must be a valid id' }],
    },
  },
  getSafetyNotices: {
    response: {
      valid: [
        { notices: [] },
        { notices: [{ id: REQUEST_ID, kind: 'match_removed', createdAt: CREATED_AT }] },
      ],
      invalid: [
        {
          input: { notices: [{ id: REQUEST_ID, kind: 'banned', createdAt: CREATED_AT }] },
          message: 'Invalid input: expected "match_removed"',
        },
      ],
    },
  },
  dismissSafetyNotice: {
    params: {
      valid: [{ id: REQUEST_ID }],
      invalid: [{ input: { id: 'first' }, message: 'Must be a valid id' }],
    },
    response: {
      valid: [null],
      invalid: [{ input: {}, message: 'Invalid input: expected null, received object' }],
    },
  },
} satisfies Record<string, RouteExamples>;
