import { CREATED_AT, OTHER_USER_ID, REQUEST_ID, USER_ID } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const current = { fullName: 'Aroha Ngata', dateOfBirth: '1996-03-15', gender: 'Female' };
const latest = {
  id: REQUEST_ID,
  status: 'open',
  requested: { fullName: 'Aroha Ngata-Smith', dateOfBirth: null, gender: null },
  reason: 'I married in June.',
  createdAt: CREATED_AT,
  decidedAt: null,
};
const stateExamples = {
  valid: [
    { current, latest },
    { current, latest: null },
    { current, latest: { ...latest, status: 'declined', decidedAt: CREATED_AT } },
  ],
  invalid: [
    {
      input: { current, latest: { ...latest, status: 'lost' } },
      message: 'Invalid option: expected one of "open"|"approved"|"declined"',
    },
    {
      input: { current: { ...current, dateOfBirth: '15/03/1996' }, latest: null },
      message: 'Invalid ISO date',
    },
  ],
};

const adminCorrection = {
  id: REQUEST_ID,
  status: 'open',
  person: { id: USER_ID, fullName: 'Aroha Ngata' },
  current,
  requested: { fullName: null, dateOfBirth: '1995-03-15', gender: null },
  reason: 'I typed the wrong year when I signed up.',
  createdAt: CREATED_AT,
};

export const correctionExamples: Record<
  'getCorrections' | 'requestCorrection' | 'getAdminCorrections' | 'decideCorrection',
  RouteExamples
> = {
  getCorrections: { response: stateExamples },
  requestCorrection: {
    body: {
      valid: [
        { fullName: 'Aroha Ngata-Smith', reason: 'I married in June.' },
        { dateOfBirth: '1995-03-15T00:00:00.000Z', reason: 'Wrong year at sign-up.' },
        { gender: 'Male', reason: 'I picked the wrong one.\nSorry!' },
      ],
      invalid: [
        {
          input: { reason: 'Nothing to change' },
          message: 'Change at least one of your name, date of birth or gender',
        },
        {
          input: { fullName: 'Aroha Ngata-Smith', reason: '   ' },
          message: 'Please tell us why this needs correcting',
        },
        {
          input: { fullName: 'Aroha Ngata-Smith', reason: 'x'.repeat(501) },
          message: 'Reason must be at most 500 characters',
        },
        {
          input: { dateOfBirth: '2025-03-15T00:00:00.000Z', reason: 'Typo' },
          message: 'You must be 18 or older to join',
        },
        {
          input: { gender: 'Other', reason: 'Typo' },
          message: 'Please select your gender',
        },
      ],
    },
    response: stateExamples,
  },
  getAdminCorrections: {
    response: {
      valid: [[adminCorrection], []],
      invalid: [
        {
          input: [{ ...adminCorrection, person: { id: 'x', fullName: 'Aroha Ngata' } }],
          message: 'Must be a valid id',
        },
      ],
    },
  },
  decideCorrection: {
    params: {
      valid: [{ id: REQUEST_ID }],
      invalid: [{ input: { id: 'nope' }, message: 'Must be a valid id' }],
    },
    body: {
      valid: [{ decision: 'approve' }, { decision: 'decline', note: 'No proof of the new name.' }],
      invalid: [
        { input: { decision: 'maybe' }, message: 'Please choose a decision: approve or decline' },
        {
          input: { decision: 'approve', note: 'x'.repeat(1001) },
          message: 'Note must be at most 1000 characters',
        },
      ],
    },
    response: {
      valid: [{ ...adminCorrection, status: 'approved' }],
      invalid: [
        {
          input: { ...adminCorrection, requested: { ...adminCorrection.requested, gender: 'x' } },
          message: 'Invalid option: expected one of "Female"|"Male"',
        },
        {
          input: { ...adminCorrection, person: { id: OTHER_USER_ID } },
          message: 'Invalid input: expected string, received undefined',
        },
      ],
    },
  },
};
