import { CHAT_MESSAGE_MAX_CHARS } from '@starmatch/contracts/constants';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStickyInset } from '@/hooks/use-sticky-inset';
import { CHAT_TEXT } from '../chat-text';

export interface MessageComposerProps {
  onSend: (text: string) => void;
  onInput: () => void;
}

/** Enter sends; Shift+Enter starts a new line; blank text cannot be sent. */
export function MessageComposer({ onSend, onInput }: MessageComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = () => {
    if (blank) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // The composer is the chat's bottom bar: toasts stand above it, not over what is typed.
  const ref = useStickyInset<HTMLFormElement>('bottom');
  return (
    <form
      ref={ref}
      onSubmit={onSubmit}
      className="mx-auto flex w-full max-w-lg items-end gap-2 border-t border-night-700 px-3 py-3"
    >
      <textarea
        aria-label="Message"
        placeholder={CHAT_TEXT.placeholder}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onInput();
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 flex-1 resize-none rounded-2xl border border-night-600 bg-night-900 px-4 py-2.5 text-base text-star placeholder:text-haze"
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={blank}>
        <span aria-hidden="true">➤</span>
      </Button>
    </form>
  );
}
