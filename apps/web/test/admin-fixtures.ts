import type { AdminReport, AuditEntry } from '@starmatch/contracts/moderation';
import { USER } from './fixtures';
import { uuid } from './matches-fixtures';

// The moderation queue as GET /api/admin/reports?status=open answers it: most severe first.
// USER (Ana Tui) is the moderator; 'now' in these tests is NOW.

export const NOW = '2025-06-10T12:00:00.000Z';

/** The queue carries paths of photos only a moderator's token can fetch. */
export const PHOTO_1 = `/api/admin/report-photos/${'a1'.repeat(32)}`;
export const PHOTO_2 = `/api/admin/report-photos/${'b2'.repeat(32)}`;

const SAM = { id: uuid(101), fullName: 'Sam Lee' };
const MERE = { id: uuid(102), fullName: 'Mere Parata' };
const HEMI = { id: uuid(103), fullName: 'Hemi Walker' };
const KIRI = { id: uuid(104), fullName: 'Kiri Brown' };

/** Mere reports Sam for meeting up unsafely, with the chat that led to it. */
export const URGENT: AdminReport = {
  id: uuid(201),
  category: 'offline_safety',
  details: 'He followed me to my car after our date.',
  status: 'open',
  createdAt: '2025-06-10T09:00:00.000Z',
  reporter: MERE,
  reported: { ...SAM, standing: 'active' },
  otherOpenReports: 1,
  evidence: {
    takenAt: '2025-06-10T09:00:01.000Z',
    profile: {
      fullName: 'Sam Lee',
      age: 34,
      gender: 'Male',
      zodiacSign: 'scorpio',
      location: 'Wellington, Wellington',
      bio: 'Just here for a good time.',
    },
    photos: [PHOTO_1, PHOTO_2],
    messages: [
      {
        fromReported: false,
        content: 'Thanks for tonight!',
        createdAt: '2025-06-09T10:00:00.000Z',
      },
      {
        fromReported: true,
        content: 'Why did you leave so early?',
        createdAt: '2025-06-09T10:05:00.000Z',
      },
    ],
  },
  resolution: null,
};

/** Hemi reports Kiri, whose account is gone since; nothing but a name is left. */
export const HARASSMENT: AdminReport = {
  id: uuid(202),
  category: 'harassment',
  details: null,
  status: 'open',
  createdAt: '2025-06-08T12:00:00.000Z',
  reporter: HEMI,
  reported: { id: null, fullName: 'Kiri Brown', standing: 'deleted' },
  otherOpenReports: 0,
  evidence: {
    takenAt: '2025-06-08T12:00:01.000Z',
    profile: {
      fullName: 'Kiri Brown',
      age: null,
      gender: null,
      zodiacSign: null,
      location: null,
      bio: null,
    },
    photos: [],
    messages: [],
  },
  resolution: null,
};

/** Kiri's earlier report against Sam: the other open report against him. */
export const SPAM: AdminReport = {
  ...HARASSMENT,
  id: uuid(203),
  category: 'spam',
  details: 'Keeps sending me a link to a crypto site.',
  createdAt: '2025-06-01T12:00:00.000Z',
  reporter: KIRI,
  reported: { ...SAM, standing: 'active' },
  otherOpenReports: 1,
  evidence: { ...URGENT.evidence, messages: [] },
};

export const OPEN_QUEUE: AdminReport[] = [URGENT, HARASSMENT, SPAM];

const MODERATOR = { id: USER.id, fullName: USER.fullName };

export const RESOLVED: AdminReport = {
  ...HARASSMENT,
  id: uuid(204),
  category: 'fake_or_scam',
  details: 'Photos are of a model.',
  status: 'resolved',
  createdAt: '2025-06-02T08:00:00.000Z',
  reporter: KIRI,
  reported: { ...HEMI, standing: 'banned' },
  resolution: {
    action: 'ban',
    note: 'Stock photos, reverse image search.',
    moderator: MODERATOR,
    resolvedAt: '2025-06-03T08:30:00.000Z',
  },
};

export const AUDIT: AuditEntry[] = [
  {
    id: uuid(301),
    action: 'ban',
    reportId: RESOLVED.id,
    moderator: MODERATOR,
    subject: HEMI,
    note: 'Stock photos, reverse image search.',
    createdAt: '2025-06-03T08:30:00.000Z',
  },
  {
    id: uuid(302),
    action: 'dismiss',
    reportId: uuid(205),
    moderator: { id: null, fullName: 'Rangi Moana' },
    subject: KIRI,
    note: null,
    createdAt: '2025-06-02T21:15:00.000Z',
  },
];
