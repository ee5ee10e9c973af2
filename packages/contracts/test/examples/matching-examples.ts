import {
  CREATED_AT,
  candidate,
  MATCH_ID,
  match,
  matchProfile,
  missing,
  OTHER_USER_ID,
  REQUEST_ID,
} from '../fixtures.js';
import { pagedListQuery } from './paged-list-query.js';
import type { RouteExamples } from './types.js';

const request = {
  id: REQUEST_ID,
  requestUser: { id: OTHER_USER_ID, fullName: 'Nikau Parata', profileImageUrl: null },
  requestProfile: { bio: null },
  requestedAt: CREATED_AT,
};

/** The query of a paged list of the matches screen: its match requests, or its matches. */
const LIST_PAGE_QUERY = pagedListQuery({
  max: 100,
  limitMessage: 'Limit must be a whole number from 1 to 100',
  cursor: 'MTc2NDEyMzQ1Njc4OTAxMn4xMTExMTExMS0xMTExLTExMTEtMTExMS0xMTExMTExMTExMTE',
  badCursor: 'MTIz',
  pageGoneMessage: 'That page of the list is not available. Reload to start again.',
});

export const matchingExamples = {
  getPotentialMatches: {
    response: {
      valid: [[], [candidate]],
      invalid: [
        {
          input: [{ ...candidate, dateOfBirth: '1994-08-01', age: undefined }],
          message: missing('number'),
        },
        {
          input: [{ ...candidate, compatibilityScore: 101 }],
          message: 'Too big: expected number to be <=100',
        },
        {
          input: [{ ...candidate, compatibility: undefined }],
          message: missing('object'),
        },
        {
          input: [
            {
              ...candidate,
              compatibility: {
                ...candidate.compatibility,
                factors: [candidate.compatibility.factors[0]],
              },
            },
          ],
          message: 'Too small: expected array to have >=2 items',
        },
      ],
    },
  },
  like: {
    body: {
      valid: [
        { targetUserId: OTHER_USER_ID, isLike: true },
        { targetUserId: OTHER_USER_ID, isLike: false },
      ],
      invalid: [
        { input: { targetUserId: 'nikau', isLike: true }, message: 'Must be a valid id' },
        {
          input: { targetUserId: OTHER_USER_ID, isLike: 'true' },
          message: 'isLike must be true or false',
        },
      ],
    },
    response: {
      valid: [
        { success: true, message: 'Match request sent', matched: false, outcome: 'request_sent' },
        {
          success: true,
          message: "It's a match!",
          matched: true,
          matchId: MATCH_ID,
          outcome: 'matched',
        },
      ],
      invalid: [{ input: { success: true, message: 'Sent' }, message: missing('boolean') }],
    },
  },
  undoPass: {
    body: {
      valid: [{ targetUserId: OTHER_USER_ID }],
      invalid: [
        { input: { targetUserId: 'nikau' }, message: 'Must be a valid id' },
        { input: {}, message: 'Must be a valid id' },
      ],
    },
    response: {
      valid: [
        { candidate, requestRestored: false },
        { candidate, requestRestored: true },
      ],
      invalid: [
        {
          input: { candidate: { ...candidate, compatibilityScore: -1 }, requestRestored: false },
          message: 'Too small: expected number to be >=0',
        },
        { input: { candidate }, message: missing('boolean') },
      ],
    },
  },
  getMatchRequests: {
    query: LIST_PAGE_QUERY,
    response: {
      valid: [[request], [{ ...request, requestProfile: { bio: 'Hi there' } }]],
      invalid: [
        { input: [{ ...request, requestedAt: 'yesterday' }], message: 'Invalid ISO datetime' },
      ],
    },
  },
  getMatchRequestCount: {
    response: {
      valid: [{ count: 0 }, { count: 12 }],
      invalid: [{ input: { count: -1 }, message: 'Too small: expected number to be >=0' }],
    },
  },
  respondToRequest: {
    body: {
      valid: [
        { requestId: REQUEST_ID, accept: true },
        { requestId: REQUEST_ID, accept: false },
      ],
      invalid: [
        { input: { requestId: REQUEST_ID }, message: 'accept must be true or false' },
        { input: { accept: true }, message: 'Must be a valid id' },
      ],
    },
    response: {
      valid: [{ success: true, matchId: MATCH_ID }, { success: true }],
      invalid: [{ input: { success: true, matchId: 'm1' }, message: 'Must be a valid id' }],
    },
  },
  getMatches: {
    query: LIST_PAGE_QUERY,
    response: {
      valid: [[match], [{ ...match, lastMessage: null, unreadCount: 0 }]],
      invalid: [{ input: [{ ...match, lastMessage: undefined }], message: missing('object') }],
    },
  },
  unmatch: {
    params: {
      valid: [{ id: MATCH_ID }],
      invalid: [{ input: { id: '42' }, message: 'Must be a valid id' }],
    },
    response: {
      valid: [{ success: true }],
      invalid: [{ input: { success: false }, message: 'Invalid input: expected true' }],
    },
  },
  getMatchProfile: {
    params: {
      valid: [{ id: MATCH_ID }],
      invalid: [{ input: { id: 'nikau' }, message: 'Must be a valid id' }],
    },
    response: {
      valid: [
        matchProfile,
        { ...matchProfile, profileImageUrl: 'https://cdn.example.nz/p/1.webp' },
      ],
      invalid: [
        {
          input: { ...matchProfile, dateOfBirth: '1994-08-01', age: undefined },
          message: missing('number'),
        },
        {
          input: {
            ...matchProfile,
            compatibility: {
              ...matchProfile.compatibility,
              factors: [{ ...matchProfile.compatibility.factors[0], kind: 'moons' }],
            },
          },
          message: 'Invalid option: expected one of "signs"|"ages"|"places"|"profiles"',
        },
      ],
    },
  },
  getPastMatches: {
    response: {
      valid: [
        [],
        [
          {
            matchId: MATCH_ID,
            otherUser: { id: OTHER_USER_ID, fullName: 'Mere Tane', profileImageUrl: null },
            matchedAt: CREATED_AT,
            endedAt: CREATED_AT,
          },
        ],
      ],
      invalid: [
        {
          input: [
            { matchId: MATCH_ID, otherUser: null, matchedAt: CREATED_AT, endedAt: CREATED_AT },
          ],
          message: 'Invalid input: expected object, received null',
        },
      ],
    },
  },
} satisfies Record<string, RouteExamples>;
