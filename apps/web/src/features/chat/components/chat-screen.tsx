import type { CurrentChatMatch } from '@starmatch/contracts/matches';
import type { ServerFrame } from '@starmatch/contracts/realtime';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type SafetyAction, SafetyDialogs } from '@/components/safety/safety-dialogs';
import { Loading } from '@/components/ui/loading';
import type { ToastInput } from '@/components/ui/toast-store';
import { toast } from '@/components/ui/use-toast';
import { useLiveSocket } from '@/lib/live-socket';
import { paths } from '@/lib/paths';
import { useRealtimeFrames } from '@/lib/realtime-frames';
import { CHAT_TEXT, CONVERSATION_GONE_TOAST, unmatchedToast } from '../chat-text';
import { useChatMessages } from '../hooks/use-chat-messages';
import { usePresence } from '../hooks/use-presence';
import { useOtherTyping, useOwnTyping } from '../hooks/use-typing';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

export interface ChatScreenProps {
  match: CurrentChatMatch;
  myUserId: string;
}

/** /chat: one conversation over the members' socket, with the 3 s poll behind it. */
export function ChatScreen({ match, myUserId }: ChatScreenProps) {
  const navigate = useNavigate();
  const matchId = match.id;
  const otherUserId = match.otherUser.id;
  const other = useOtherTyping();
  const [safety, setSafety] = useState<SafetyAction>(null);
  // What to say when the match ended while the report sheet or block dialog was open: the chat
  // waits for it to close (a report of this person still works after the match ended).
  const endedWhileOpen = useRef<ToastInput | null>(null);
  // Once the match has ended there is nothing left to poll for.
  const [gone, setGone] = useState(false);
  const goneRef = useRef(false);

  const leave = () => void navigate(paths.matches, { replace: true });

  /** The match is gone: say so and leave, unless the person is reporting or blocking right now. */
  const ended = (say: ToastInput) => {
    // Said once, whether the socket or the poll noticed first.
    if (goneRef.current) return;
    goneRef.current = true;
    setGone(true);
    if (safety === null) {
      toast(say);
      leave();
    } else {
      endedWhileOpen.current = say;
    }
  };

  const changeSafety = (action: SafetyAction) => {
    setSafety(action);
    const say = endedWhileOpen.current;
    if (action === null && say !== null) {
      endedWhileOpen.current = null;
      toast(say);
      leave();
    }
  };

  // Frames arrive only after this render has finished, so `chat` below is set by then.
  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'new_message' && frame.matchId === matchId) {
      chat.receive(frame.message);
      // Their message has arrived, so whatever they were typing is done; and it is in view, so
      // it is read (a hidden tab leaves that to the next read of the messages).
      if (frame.message.senderId === otherUserId) {
        other.update(false);
        if (document.visibilityState === 'visible') socket.send({ type: 'mark_read', matchId });
      }
    } else if (frame.type === 'messages_read' && frame.matchId === matchId) {
      if (frame.readerId === otherUserId) chat.markSeen(frame.readAt);
    } else if (frame.type === 'presence') {
      if (frame.userId === otherUserId) presence.receive(frame);
    } else if (frame.type === 'typing' && frame.matchId === matchId) {
      if (frame.userId === otherUserId) other.update(frame.isTyping);
    } else if (frame.type === 'error') {
      // Every send carries a clientMessageId and the gateway names it in any refusal of it, so
      // an error without one is about a frame that is not a send.
      if (frame.clientMessageId !== undefined) chat.refuse(frame.clientMessageId, frame);
    } else if (frame.type === 'resync') {
      chat.catchUp();
      presence.refresh();
    } else if (frame.type === 'unmatched' && frame.matchId === matchId) {
      ended(unmatchedToast(match.otherUser.fullName));
    } else if (frame.type === 'match_ended' && frame.matchId === matchId) {
      ended(CONVERSATION_GONE_TOAST);
    }
  };

  const socket = useLiveSocket();
  useRealtimeFrames(onFrame);
  const chat = useChatMessages({
    matchId,
    myUserId,
    otherUserId,
    online: socket.online,
    // A report or block in the open dialog may end the match at any moment.
    polling: !gone && safety === null,
    onGone: () => ended(CONVERSATION_GONE_TOAST),
    sendFrame: (content, clientMessageId) =>
      socket.send({ type: 'send_message', matchId, otherUserId, content, clientMessageId }),
  });
  const presence = usePresence(matchId, socket.online);
  const typing = useOwnTyping((isTyping) => {
    socket.send({ type: 'typing', matchId, otherUserId, isTyping });
  });

  const send = (text: string) => {
    typing.stop();
    chat.send(text);
  };

  return (
    <div className="flex h-dvh flex-col">
      <ChatHeader
        match={match}
        connection={
          socket.online
            ? 'online'
            : socket.refused
              ? 'refused'
              : socket.paused
                ? 'paused'
                : 'connecting'
        }
        presence={presence.text}
        onSafety={setSafety}
      />
      <main className="mx-auto flex min-h-0 w-full max-w-lg flex-1 flex-col">
        {chat.isLoading ? (
          <Loading label={CHAT_TEXT.loading} className="flex-1" />
        ) : chat.loadFailed ? (
          <p role="alert" className="flex-1 p-6 text-center text-rose-300">
            {CHAT_TEXT.fetchFailed}
          </p>
        ) : (
          <MessageList
            items={chat.items}
            seenKey={chat.seenKey}
            onRetry={chat.retry}
            otherName={match.otherUser.fullName}
            otherTyping={other.typing}
          />
        )}
      </main>
      <MessageComposer onSend={send} onInput={typing.onInput} />
      <SafetyDialogs
        person={{ id: otherUserId, name: match.otherUser.fullName }}
        matchId={matchId}
        action={safety}
        onActionChange={changeSafety}
        onDone={() => {
          // Their own success toast says what happened; the match_ended frame their report or
          // block causes, which may land just before or just after this, needs no second one.
          goneRef.current = true;
          endedWhileOpen.current = null;
          leave();
        }}
      />
    </div>
  );
}
