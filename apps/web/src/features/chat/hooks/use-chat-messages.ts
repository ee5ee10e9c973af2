import type { Message } from '@starmatch/contracts/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '../api/get-messages';
import { getMissedMessages, messagesPage } from '../api/get-missed-messages';
import { sendMessage } from '../api/send-message';
import { CHAT_TOASTS } from '../chat-text';
import { mergeMessages, seenKeyOf } from '../merge-messages';
import { createSendQueue, type QueuedMessage, type SendQueue } from '../send-queue';
import { frameRefusal, postRefusal } from '../send-refusal';

export interface ChatMessagesOptions {
  matchId: string;
  myUserId: string;
  otherUserId: string;
  online: boolean;
  /** Sends through the socket; false when it is down. */
  sendFrame: (content: string, clientMessageId: string) => boolean;
  /** False once the match has ended, or while a report or block that may end it is open. */
  polling: boolean;
  /** The server says the match is gone (a 404 for its messages). */
  onGone: () => void;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The newest stored message: ids are uuid v7, so the greatest is the latest. */
function newestId(messages: readonly Message[]): string | undefined {
  let newest: string | undefined;
  for (const message of messages)
    if (newest === undefined || message.id > newest) newest = message.id;
  return newest;
}

/**
 * The conversation as shown: polled, pushed and caught-up messages, and mine not yet
 * acknowledged, in one list, each once. Sending goes through the conversation's send queue
 * (`send-queue.ts`), over the socket when it is open and by POST when not.
 */
export function useChatMessages(options: ChatMessagesOptions) {
  const { matchId, myUserId, otherUserId, online, polling } = options;
  const query = useMessages(matchId, polling);
  /** Pushed by the socket, answered by a POST, or fetched by a catch-up. */
  const [extra, setExtra] = useState<Message[]>([]);
  const [unsent, setUnsent] = useState<readonly QueuedMessage[]>([]);
  /** The latest `messages_read` time for this match: my messages sent up to it are read. */
  const [readUpTo, setReadUpTo] = useState<string | null>(null);
  const queueRef = useRef<SendQueue | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const stored = useMemo(() => [...extra, ...(query.data ?? [])], [extra, query.data]);
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  });

  // However a message of mine comes back, it is acknowledged and the next one may go.
  useEffect(() => {
    for (const message of stored) {
      if (message.senderId === myUserId && message.clientMessageId !== null) {
        queueRef.current?.acknowledge(message.clientMessageId);
      }
    }
  }, [stored, myUserId]);

  const receive = useCallback((...messages: Message[]) => {
    if (messages.length > 0) setExtra((list) => [...list, ...messages]);
  }, []);

  useEffect(() => {
    const queue = createSendQueue({
      sendFrame: (message) => latest.current.sendFrame(message.content, message.clientMessageId),
      post: ({ content, clientMessageId }) =>
        sendMessage({
          matchId,
          receiverId: otherUserId,
          content,
          messageType: 'text',
          clientMessageId,
        }).then(
          (message) => {
            receive(message);
            return { ok: true } as const;
          },
          (error: unknown) => ({ ok: false, ...postRefusal(error) }) as const,
        ),
      onChange: setUnsent,
      onFailed: ({ reason }) =>
        toast(
          reason === undefined
            ? CHAT_TOASTS.sendFailed
            : { ...CHAT_TOASTS.sendFailed, description: reason },
        ),
    });
    queueRef.current = queue;
    return () => {
      queue.dispose();
      queueRef.current = null;
    };
  }, [matchId, otherUserId, receive]);

  // A socket that drops may have lost what it was given: the send in flight goes by POST at once.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (wasOnline.current && !online) queueRef.current?.socketLost();
    wasOnline.current = online;
  }, [online]);

  const gone = isGone(query.error);
  useEffect(() => {
    if (gone) latest.current.onGone();
  }, [gone]);

  /** After a gap (a reconnect, or the gateway's resync): fetch what came since the newest. */
  const catchUp = useCallback(() => {
    if (!latest.current.polling) return;
    getMissedMessages(messagesPage(matchId), newestId(storedRef.current)).then(
      (missed) => receive(...missed),
      (error: unknown) => {
        // Anything else is left to the next poll.
        if (isGone(error)) latest.current.onGone();
      },
    );
  }, [matchId, receive]);

  const refuse = useCallback(
    (clientMessageId: string, frame: { message: string; retryable?: boolean }) => {
      queueRef.current?.refuse(clientMessageId, frameRefusal(frame));
    },
    [],
  );

  const send = (text: string) => {
    const content = text.trim();
    if (content !== '') queueRef.current?.add(content);
  };

  const retry = (clientMessageId: string) => queueRef.current?.retry(clientMessageId);

  const items = useMemo(() => mergeMessages(stored, unsent, myUserId), [stored, unsent, myUserId]);

  /** The other person read everything they had in this match, up to `readAt`. */
  const markSeen = useCallback((readAt: string) => {
    setReadUpTo((current) =>
      current === null || Date.parse(readAt) > Date.parse(current) ? readAt : current,
    );
  }, []);

  return {
    items,
    seenKey: seenKeyOf(items, readUpTo),
    markSeen,
    isLoading: query.isPending,
    loadFailed: query.isError && !query.data,
    receive,
    refuse,
    catchUp,
    send,
    retry,
  };
}
