import { MESSAGE_PAGE } from '@starmatch/contracts/constants';
import type { Message } from '@starmatch/contracts/messages';
import { describe, expect, it } from 'vitest';
import { getMissedMessages, MISSED_PAGES_MAX } from '@/features/chat/api/get-missed-messages';
import { message } from './matches-fixtures';

/** A conversation of `count` messages (1..count), served in pages as the API does. */
function conversation(count: number) {
  const all = Array.from({ length: count }, (_, index) => message(index + 1));
  const asked: Array<string | undefined> = [];
  const fetchPage = async (before: string | undefined): Promise<Message[]> => {
    asked.push(before);
    const older = before === undefined ? all : all.filter((one) => one.id < before);
    return older.slice(-MESSAGE_PAGE.defaultLimit);
  };
  return { all, asked, fetchPage };
}

const numbers = (messages: Message[]) => messages.map((one) => one.content);

describe('what a catch-up fetches', () => {
  it('takes what is newer than the newest known message from the latest page', async () => {
    const { all, asked, fetchPage } = conversation(12);

    const missed = await getMissedMessages(fetchPage, all[8]?.id);

    expect(numbers(missed)).toEqual(['Message 10', 'Message 11', 'Message 12']);
    expect(asked).toEqual([undefined]);
  });

  it('pages back with ?before= until it reaches the newest known message', async () => {
    const { all, asked, fetchPage } = conversation(130);

    const missed = await getMissedMessages(fetchPage, all[19]?.id);

    expect(numbers(missed)).toEqual(numbers(all.slice(20)));
    expect(asked).toEqual([undefined, all[80]?.id, all[30]?.id]);
  });

  it('takes the latest page when the screen has no message yet', async () => {
    const { all, asked, fetchPage } = conversation(70);

    expect(numbers(await getMissedMessages(fetchPage, undefined))).toEqual(numbers(all.slice(20)));
    expect(asked).toEqual([undefined]);
  });

  it(`stops after ${MISSED_PAGES_MAX} pages`, async () => {
    const { all, asked, fetchPage } = conversation(MESSAGE_PAGE.defaultLimit * 12);

    const missed = await getMissedMessages(fetchPage, all[0]?.id);

    expect(asked).toHaveLength(MISSED_PAGES_MAX);
    expect(numbers(missed)).toEqual(
      numbers(all.slice(-MESSAGE_PAGE.defaultLimit * MISSED_PAGES_MAX)),
    );
  });
});
