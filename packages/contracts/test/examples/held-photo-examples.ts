import { CREATED_AT, OTHER_USER_ID, PHOTO_URL, REQUEST_ID } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const EVIDENCE_URL = `/api/admin/report-photos/${'a'.repeat(64)}`;
const held = {
  id: REQUEST_ID,
  url: PHOTO_URL,
  uploader: { id: OTHER_USER_ID, fullName: 'Rangi Parata', age: 31 },
  distance: 3,
  createdAt: CREATED_AT,
  banned: { bannedAt: CREATED_AT, photoUrl: EVIDENCE_URL },
};

export const heldPhotoExamples: Record<
  'getOwnHeldPhotos' | 'getHeldPhotos' | 'decideHeldPhoto',
  RouteExamples
> = {
  getOwnHeldPhotos: {
    response: {
      valid: [[{ id: REQUEST_ID, url: PHOTO_URL }], []],
      invalid: [{ input: [{ id: 'nope', url: PHOTO_URL }], message: 'Must be a valid id' }],
    },
  },
  getHeldPhotos: {
    response: {
      valid: [
        [held, { ...held, distance: 0, banned: { bannedAt: CREATED_AT, photoUrl: null } }],
        [],
      ],
      invalid: [
        { input: [{ ...held, distance: -1 }], message: 'Too small: expected number to be >=0' },
      ],
    },
  },
  decideHeldPhoto: {
    params: {
      valid: [{ id: REQUEST_ID }],
      invalid: [{ input: { id: 'nope' }, message: 'Must be a valid id' }],
    },
    body: {
      valid: [{ decision: 'release' }, { decision: 'remove', note: 'Same person, new account.' }],
      invalid: [
        { input: { decision: 'keep' }, message: 'Please choose a decision: release or remove' },
        {
          input: { decision: 'remove', note: 'x'.repeat(1001) },
          message: 'Note must be at most 1000 characters',
        },
      ],
    },
    response: {
      valid: [
        { decision: 'release', photoUrl: PHOTO_URL },
        { decision: 'remove', photoUrl: null },
      ],
      invalid: [
        {
          input: { decision: 'remove' },
          message: 'Invalid input: expected string, received undefined',
        },
      ],
    },
  },
};
