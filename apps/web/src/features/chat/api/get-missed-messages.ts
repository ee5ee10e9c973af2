import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import { MESSAGE_PAGE } from '@starmatch/contracts/constants';
import type { Message } from '@starmatch/contracts/messages';
import { apiCall } from '@/lib/api-call';

/** Pages looked back through at most; beyond that the gap is left to a reload. */
export const MISSED_PAGES_MAX = 10;

export type MessagePageFetcher = (before: string | undefined) => Promise<Message[]>;

export function messagesPage(matchId: string): MessagePageFetcher {
  return (before) =>
    apiCall(chatRoutes.getMessages, { params: { matchId }, query: before ? { before } : {} });
}

/**
 * What arrived after `newestId`, oldest first: the latest page, then pages further back (by
 * `?before=`, as GET /api/messages/{matchId} has no `after`) until one reaches the newest
 * message the screen already has. Ids are uuid v7, so they sort by creation time.
 */
export async function getMissedMessages(
  fetchPage: MessagePageFetcher,
  newestId: string | undefined,
): Promise<Message[]> {
  let page = await fetchPage(undefined);
  const pages = [page];
  const reachesKnown = (messages: Message[]) =>
    newestId === undefined || messages.length === 0 || (messages[0]?.id ?? '') <= newestId;
  while (
    !reachesKnown(page) &&
    page.length >= MESSAGE_PAGE.defaultLimit &&
    pages.length < MISSED_PAGES_MAX
  ) {
    page = await fetchPage(page[0]?.id);
    pages.unshift(page);
  }
  return pages.flat().filter((message) => newestId === undefined || message.id > newestId);
}
