import { CREATED_AT, MATCH_ID, OTHER_USER_ID, REQUEST_ID, USER_ID } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const report = {
  id: REQUEST_ID,
  category: 'harassment',
  details: 'Abusive after I said no.',
  status: 'open',
  createdAt: CREATED_AT,
  reporter: { id: USER_ID, fullName: 'Aroha Ngata' },
  reported: { id: OTHER_USER_ID, fullName: 'Mere Tane', standing: 'active' },
  otherOpenReports: 2,
  evidence: {
    takenAt: CREATED_AT,
    profile: {
      fullName: 'Mere Tane',
      age: 29,
      gender: 'female',
      zodiacSign: 'leo',
      location: 'Wellington, Wellington',
      bio: 'Coffee and climbing.',
    },
    photos: [`/api/admin/report-photos/${'ab'.repeat(32)}`],
    messages: [{ fromReported: true, content: 'Answer me.', createdAt: CREATED_AT }],
  },
  resolution: null,
};

const resolved = {
  ...report,
  status: 'resolved',
  reported: { id: null, fullName: 'Mere Tane', standing: 'deleted' },
  resolution: {
    action: 'ban',
    note: 'Second report this week.',
    moderator: { id: MATCH_ID, fullName: 'Sam Moderator' },
    resolvedAt: CREATED_AT,
  },
};

export const moderationExamples = {
  getAdminReports: {
    query: {
      valid: [
        {},
        { status: 'open' },
        { status: 'resolved', limit: '50' },
        { status: 'open', cursor: 'eyJzdGF0dXMiOiJvcGVuIn0', limit: '1' },
      ],
      invalid: [
        {
          input: { status: 'all' },
          message: 'Invalid option: expected one of "open"|"resolved"',
        },
        { input: { limit: '51' }, message: 'Page size must be a whole number from 1 to 50' },
        { input: { limit: '0' }, message: 'Page size must be a whole number from 1 to 50' },
        {
          input: { cursor: 'not a cursor' },
          message: 'This page of reports is not available. Please reload the queue.',
        },
        {
          input: { cursor: 'a'.repeat(201) },
          message: 'This page of reports is not available. Please reload the queue.',
        },
      ],
    },
    response: {
      valid: [
        { reports: [], nextCursor: null },
        { reports: [report, resolved], nextCursor: 'eyJzdGF0dXMiOiJvcGVuIn0' },
      ],
      invalid: [
        {
          input: { reports: [{ ...report, category: 'rude' }], nextCursor: null },
          message:
            'Invalid option: expected one of "fake_or_scam"|"harassment"|"inappropriate_photos"|"underage"|"offline_safety"|"spam"|"other"',
        },
      ],
    },
  },
  resolveReport: {
    params: {
      valid: [{ id: REQUEST_ID }],
      invalid: [{ input: { id: 'first' }, message: 'Must be a valid id' }],
    },
    body: {
      valid: [{ action: 'dismiss' }, { action: 'suspend', note: 'Threats in chat.' }],
      invalid: [
        {
          input: { action: 'delete' },
          message: 'Please choose an action: dismiss, warn, suspend or ban',
        },
        {
          input: { action: 'warn', note: 'n'.repeat(1001) },
          message: 'Note must be at most 1000 characters',
        },
      ],
    },
    response: {
      valid: [resolved],
      invalid: [
        {
          input: { ...resolved, otherOpenReports: -1 },
          message: 'Too small: expected number to be >=0',
        },
      ],
    },
  },
  getAuditLog: {
    response: {
      valid: [
        [],
        [
          {
            id: MATCH_ID,
            action: 'warn',
            reportId: REQUEST_ID,
            moderator: { id: USER_ID, fullName: 'Sam Moderator' },
            subject: { id: null, fullName: 'Mere Tane' },
            note: null,
            createdAt: CREATED_AT,
          },
        ],
      ],
      invalid: [
        {
          input: [{ action: 'warn' }],
          message: 'Must be a valid id',
        },
      ],
    },
  },
  getModerationStats: {
    response: {
      valid: [
        { months: [] },
        {
          months: [
            {
              month: '2026-11',
              reportsByCategory: {
                fake_or_scam: 1,
                harassment: 2,
                inappropriate_photos: 0,
                underage: 0,
                offline_safety: 1,
                spam: 0,
                other: 0,
              },
              actionsByKind: { dismiss: 1, warn: 1, suspend: 0, ban: 1 },
              medianMinutesToFirstAction: 95,
            },
          ],
        },
      ],
      invalid: [
        {
          input: {
            months: [
              {
                month: '2026-13',
                reportsByCategory: {},
                actionsByKind: {},
                medianMinutesToFirstAction: null,
              },
            ],
          },
          message: 'Invalid string: must match pattern /^\\d{4}-(0[1-9]|1[0-2])$/',
        },
      ],
    },
  },
} satisfies Record<string, RouteExamples>;
