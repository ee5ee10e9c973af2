import type { Message } from '@starmatch/contracts/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useMessages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { CHAT_TOASTS } from '../chat-text';
import { mergeMessages, type PendingMessage } from '../merge-messages';

export interface ChatMessagesOptions {
  matchId: string;
  myUserId: string;
  otherUserId: string;
  online: boolean;
  /** Sends through the socket; false when it is down. */
  sendFrame: (content: string, clientMessageId: string) => boolean;
}

interface OutgoingMessage extends PendingMessage {
  /** Handed to the socket, which may drop before the server has it. */
  viaSocket: boolean;
}

/** The conversation as shown: polled, pushed and pending messages in one list, each once. */
export function useChatMessages(options: ChatMessagesOptions) {
  const { matchId, myUserId, otherUserId, online, sendFrame } = options;
  const query = useMessages(matchId);
  const [pushed, setPushed] = useState<Message[]>([]);
  const [pending, setPending] = useState<OutgoingMessage[]>([]);
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  });

  const settle = useCallback((delivered: readonly Message[]) => {
    const ids = new Set(delivered.map((message) => message.clientMessageId));
    setPending((list) => {
      const left = list.filter((item) => !ids.has(item.clientMessageId));
      return left.length === list.length ? list : left;
    });
  }, []);

  const receive = useCallback(
    (message: Message) => {
      setPushed((list) => [...list, message]);
      settle([message]);
    },
    [settle],
  );

  /**
   * A send that did not go through. With the server's reason (an error frame, or a 429 over a
   * limit) the bubble stays, marked not sent in those words; otherwise it goes, with a toast.
   */
  const fail = useCallback((clientMessageId: string, reason?: string) => {
    if (reason === undefined) {
      setPending((list) => list.filter((item) => item.clientMessageId !== clientMessageId));
      toast(CHAT_TOASTS.sendFailed);
      return;
    }
    setPending((list) =>
      list.map((item) =>
        item.clientMessageId === clientMessageId
          ? { ...item, viaSocket: false, notSent: reason }
          : item,
      ),
    );
    toast({ ...CHAT_TOASTS.sendFailed, description: reason });
  }, []);

  const post = useCallback(
    ({ content, clientMessageId }: PendingMessage) => {
      const body = { matchId, receiverId: otherUserId, content, clientMessageId };
      sendMessage({ ...body, messageType: 'text' })
        .then(receive)
        .catch((error: unknown) => {
          const limited = error instanceof ApiError && error.status === 429;
          fail(clientMessageId, limited ? serverMessage(error) : undefined);
        });
    },
    [matchId, otherUserId, receive, fail],
  );

  useEffect(() => {
    if (query.data) settle(query.data);
  }, [query.data, settle]);

  // A socket that drops may have lost what it was given; the same clientMessageId
  // makes the REST retry safe, as the server stores a message once.
  useEffect(() => {
    if (online) return;
    const stranded = pendingRef.current.filter((item) => item.viaSocket && !item.notSent);
    if (stranded.length === 0) return;
    setPending((list) => list.map((item) => ({ ...item, viaSocket: false })));
    for (const item of stranded) post(item);
  }, [online, post]);

  const send = (text: string) => {
    const content = text.trim();
    if (content === '') return;
    const item = {
      clientMessageId: crypto.randomUUID(),
      content,
      createdAt: new Date().toISOString(),
    };
    const viaSocket = sendFrame(content, item.clientMessageId);
    setPending((list) => [...list, { ...item, viaSocket }]);
    if (!viaSocket) post(item);
  };

  const items = useMemo(
    () => mergeMessages(query.data ?? [], pushed, pending, myUserId),
    [query.data, pushed, pending, myUserId],
  );

  return {
    items,
    isLoading: query.isPending,
    loadFailed: query.isError && !query.data,
    receive,
    fail,
    send,
  };
}
