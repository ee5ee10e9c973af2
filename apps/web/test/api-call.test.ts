import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api-call';
import { jsonResponse, stubFetch } from './render-app';

const MATCH_ID = '7d3c4c2e-1f0a-4d7b-9b1e-2a6f5e4d3c21';
const MESSAGE = {
  id: '0192f5a0-7c1e-7a3b-8e4d-1f2a3b4c5d6e',
  matchId: MATCH_ID,
  senderId: '0b6f0c52-3c2e-4c38-9a7e-8f1de8a3c001',
  receiverId: '0b6f0c52-3c2e-4c38-9a7e-8f1de8a3c002',
  content: 'Kia ora!',
  messageType: 'text',
  createdAt: '2025-06-01T09:30:00.000Z',
  readAt: null,
  clientMessageId: null,
};

describe('apiCall', () => {
  it("fills the route's path params and query, and parses the answer with its schema", async () => {
    const fetchMock = stubFetch(async () => jsonResponse([MESSAGE]));

    const messages = await apiCall(chatRoutes.getMessages, {
      params: { matchId: MATCH_ID },
      query: { limit: 20, before: undefined },
    });

    expect(messages).toEqual([MESSAGE]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/messages/${MATCH_ID}?limit=20`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it("uses the route's method", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ message: 'Logged out' }));
    await expect(apiCall(accountsRoutes.logout)).resolves.toEqual({ message: 'Logged out' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('refuses to call a path with a missing param', () => {
    const fetchMock = stubFetch(async () => jsonResponse([]));
    expect(() => apiCall(chatRoutes.getMessages)).toThrow('Missing value for :matchId');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an answer that breaks the response contract', async () => {
    stubFetch(async () => jsonResponse([{ ...MESSAGE, messageType: 'image' }]));
    await expect(
      apiCall(chatRoutes.getMessages, { params: { matchId: MATCH_ID } }),
    ).rejects.toThrow();
  });
});
