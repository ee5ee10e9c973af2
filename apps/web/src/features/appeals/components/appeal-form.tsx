import { APPEAL_TEXT_LIMITS, fileAppealBodySchema } from '@starmatch/contracts/appeals';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { validateForm } from '@/lib/validate-form';
import { useFileAppeal } from '../api/appeal';
import { APPEAL_TEXT } from '../appeal-text';

/** The appeal's text, its counter and its one submit; on success, the thank-you in its place. */
export function AppealForm({ token }: { token: string }) {
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const file = useFileAppeal(token);

  if (file.isSuccess) {
    return (
      <div className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold">{APPEAL_TEXT.sentTitle}</h2>
        <p role="status">{APPEAL_TEXT.sent}</p>
      </div>
    );
  }

  const submit = () => {
    const checked = validateForm(fileAppealBodySchema, { token, text });
    if (!checked.ok) {
      setError(checked.errors.text ?? checked.errors.token);
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    file.mutate(checked.data);
  };

  // A 4xx says what was wrong in words meant for people; a 5xx's or a lost request's does not.
  const failure =
    file.isError &&
    (file.error instanceof ApiError && file.error.status < 500
      ? (serverMessage(file.error) ?? APPEAL_TEXT.sendFailed)
      : APPEAL_TEXT.sendFailed);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>{APPEAL_TEXT.label}</Label>
        <Textarea
          ref={textRef}
          id={`${id}-text`}
          rows={7}
          value={text}
          maxLength={APPEAL_TEXT_LIMITS.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
          disabled={file.isPending}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-between gap-3 text-sm text-haze">
          <p id={`${id}-hint`}>{APPEAL_TEXT.hint}</p>
          <p aria-hidden="true" className="shrink-0">
            {text.length}/{APPEAL_TEXT_LIMITS.max}
          </p>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {failure && (
        <p role="alert" className="rounded-xl border border-rose-400 px-4 py-3 text-rose-300">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={file.isPending}>
        {file.isPending ? APPEAL_TEXT.sending : APPEAL_TEXT.submit}
      </Button>
    </form>
  );
}
