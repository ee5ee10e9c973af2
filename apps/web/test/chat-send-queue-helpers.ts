import type { Message } from '@starmatch/contracts/messages';
import { fireEvent, within } from '@testing-library/react';
import { vi } from 'vitest';
import { input, messageList } from './chat-api';
import { bubbleText } from './chat-bubbles';
import { latestSocket } from './fake-socket';
import { USER } from './fixtures';
import { HEMI, message, uuid } from './matches-fixtures';

export const ID_A = uuid(901);
export const ID_B = uuid(902);
export const ID_C = uuid(903);

/** The clientMessageIds the chat will make, in order. */
export function clientIds(...ids: string[]) {
  const spy = vi.spyOn(crypto, 'randomUUID');
  for (const id of ids) spy.mockReturnValueOnce(id as ReturnType<typeof crypto.randomUUID>);
}

/** My message as the server stores it. */
export function mine(n: number, content: string, clientMessageId: string): Message {
  return message(n, {
    senderId: USER.id,
    receiverId: HEMI.otherUser.id,
    content,
    clientMessageId,
  });
}

/** The send_message frames the chat put on the socket, as `content:clientMessageId`. */
export function sends(): string[] {
  return latestSocket()
    .sent.filter((frame) => (frame as { type: string }).type === 'send_message')
    .map((frame) => {
      const { content, clientMessageId } = frame as { content: string; clientMessageId: string };
      return `${content}:${clientMessageId}`;
    });
}

export function bubbles(): string[] {
  return within(messageList()).getAllByRole('listitem').map(bubbleText);
}

/** Types and sends without user-event, whose own delays wait on timeouts a test may have faked. */
export function send(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

export async function echo(stored: Message) {
  await latestSocket().receive({ type: 'new_message', matchId: HEMI.id, message: stored });
}
