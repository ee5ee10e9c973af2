import { CREATED_AT, MATCH_ID, OTHER_USER_ID, REQUEST_ID, USER_ID } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const TOKEN = 'djE6MGI3YzJmNWU.c2lnbmVk';
const UNTIL = '2025-06-08T09:30:00.000Z';

const summaryExamples = {
  valid: [
    { sanction: 'ban', until: null, appeal: null },
    { sanction: 'suspend', until: UNTIL, appeal: null },
    {
      sanction: 'ban',
      until: null,
      appeal: { status: 'open', createdAt: CREATED_AT, decidedAt: null },
    },
  ],
  invalid: [
    {
      input: { sanction: 'warn', until: null, appeal: null },
      message: 'Invalid option: expected one of "suspend"|"ban"',
    },
    {
      input: {
        sanction: 'ban',
        until: null,
        appeal: { status: 'lost', createdAt: CREATED_AT, decidedAt: null },
      },
      message: 'Invalid option: expected one of "open"|"upheld"|"rejected"',
    },
  ],
};

const report = {
  id: REQUEST_ID,
  category: 'harassment',
  details: 'Abusive after I said no.',
  status: 'resolved',
  createdAt: CREATED_AT,
  reporter: { id: USER_ID, fullName: 'Aroha Ngata' },
  reported: { id: OTHER_USER_ID, fullName: 'Mere Tane', standing: 'banned' },
  otherOpenReports: 0,
  evidence: {
    takenAt: CREATED_AT,
    profile: {
      fullName: 'Mere Tane',
      age: 29,
      gender: 'female',
      zodiacSign: 'leo',
      location: 'Wellington, Wellington',
      bio: null,
    },
    photos: [],
    messages: [{ fromReported: true, content: 'Answer me.', createdAt: CREATED_AT }],
  },
  resolution: {
    action: 'ban',
    note: null,
    moderator: { id: MATCH_ID, fullName: 'Sam Moderator' },
    resolvedAt: CREATED_AT,
  },
};

const appeal = {
  id: REQUEST_ID,
  status: 'open',
  sanction: 'ban',
  text: 'Those messages were from my brother on my phone.',
  createdAt: CREATED_AT,
  person: { id: OTHER_USER_ID, fullName: 'Mere Tane' },
  report,
  decision: null,
};

export const appealExamples: Record<
  'getAppeal' | 'fileAppeal' | 'getAdminAppeals' | 'decideAppeal',
  RouteExamples
> = {
  getAppeal: {
    params: {
      valid: [{ token: TOKEN }],
      invalid: [
        { input: { token: '' }, message: 'This appeal link is not valid.' },
        { input: { token: 'x'.repeat(101) }, message: 'This appeal link is not valid.' },
      ],
    },
    response: summaryExamples,
  },
  fileAppeal: {
    body: {
      valid: [
        { token: TOKEN, text: 'Those messages were from my brother on my phone.' },
        { token: TOKEN, text: '  I was joking with a friend.\nShe said so too.  ' },
      ],
      invalid: [
        {
          input: { token: TOKEN, text: '   too short   ' },
          message: 'Please tell us in at least 20 characters why the decision should change',
        },
        {
          input: { token: TOKEN, text: 'x'.repeat(2001) },
          message: 'Your appeal must be at most 2000 characters',
        },
        {
          input: { text: 'Those messages were from my brother.' },
          message: 'This appeal link is not valid.',
        },
      ],
    },
    response: summaryExamples,
  },
  getAdminAppeals: {
    response: {
      valid: [[appeal], [{ ...appeal, report: null }], []],
      invalid: [
        {
          input: [{ ...appeal, sanction: 'warn' }],
          message: 'Invalid option: expected one of "suspend"|"ban"',
        },
      ],
    },
  },
  decideAppeal: {
    params: {
      valid: [{ id: REQUEST_ID }],
      invalid: [{ input: { id: 'nope' }, message: 'Must be a valid id' }],
    },
    body: {
      valid: [{ decision: 'uphold' }, { decision: 'reject', note: 'The messages are clear.' }],
      invalid: [
        { input: { decision: 'maybe' }, message: 'Please choose a decision: uphold or reject' },
        {
          input: { decision: 'uphold', note: 'x'.repeat(1001) },
          message: 'Note must be at most 1000 characters',
        },
      ],
    },
    response: {
      valid: [
        {
          ...appeal,
          status: 'upheld',
          decision: {
            decidedAt: CREATED_AT,
            moderator: { id: USER_ID, fullName: 'Aroha Ngata' },
            note: null,
          },
        },
      ],
      invalid: [
        {
          input: { ...appeal, status: 'granted' },
          message: 'Invalid option: expected one of "open"|"upheld"|"rejected"',
        },
      ],
    },
  },
};
