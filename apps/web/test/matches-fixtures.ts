import type { MatchRequest } from '@starmatch/contracts/match-requests';
import type { Match } from '@starmatch/contracts/matches';
import type { Message } from '@starmatch/contracts/messages';
import { USER } from './fixtures';

export function uuid(n: number): string {
  return `5a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const LONG_BIO =
  'Tramper, amateur astronomer and flat white enthusiast who is always planning the next trip up north.';

export const REQUESTS: MatchRequest[] = [
  {
    id: uuid(1),
    requestUser: { id: uuid(11), fullName: 'Mere Parata', profileImageUrl: null },
    requestProfile: { bio: LONG_BIO },
    requestedAt: '2025-06-04T22:00:00.000Z',
  },
  {
    id: uuid(2),
    requestUser: { id: uuid(12), fullName: 'Sam Lee', profileImageUrl: '/uploads/sam.webp' },
    requestProfile: { bio: null },
    requestedAt: '2025-06-01T01:00:00.000Z',
  },
];

export const LONG_MESSAGE = 'See you at the night market on Saturday, I will bring the telescope!';

export const HEMI: Match = {
  id: uuid(21),
  otherUser: { id: uuid(31), fullName: 'Hemi Walker', profileImageUrl: null },
  unreadCount: 12,
  lastMessage: { content: LONG_MESSAGE, createdAt: '2025-06-05T09:00:00.000Z' },
  createdAt: '2025-06-01T00:00:00.000Z',
};

export const KIRI: Match = {
  id: uuid(22),
  otherUser: { id: uuid(32), fullName: 'Kiri Brown', profileImageUrl: '/uploads/kiri.webp' },
  unreadCount: 0,
  lastMessage: null,
  createdAt: '2025-06-02T00:00:00.000Z',
};

export function message(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: uuid(100 + n),
    matchId: HEMI.id,
    senderId: HEMI.otherUser.id,
    receiverId: USER.id,
    content: `Message ${n}`,
    messageType: 'text',
    createdAt: `2025-06-05T09:${String(n).padStart(2, '0')}:00.000Z`,
    readAt: null,
    clientMessageId: null,
    ...overrides,
  };
}

/** The match an accept of Mere's request (the first of REQUESTS) makes. */
export const MERE_MATCH: Match = {
  ...HEMI,
  id: uuid(23),
  otherUser: REQUESTS[0]!.requestUser,
  unreadCount: 0,
  lastMessage: null,
};
