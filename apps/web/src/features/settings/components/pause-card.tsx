import { useState } from 'react';
import { PAUSE_TEXT } from '@/components/pause/pause-text';
import { useSetAccountPaused } from '@/components/pause/use-set-account-paused';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/error-message';

/**
 * Settings' "Take a break": pausing asks first (it hides the person from everyone new);
 * resuming does not, since it only undoes the pause.
 */
export function PauseCard({ pausedAt }: { pausedAt: string | null }) {
  const change = useSetAccountPaused();
  const [asking, setAsking] = useState(false);
  const failure = change.isError ? (serverMessage(change.error) ?? PAUSE_TEXT.failed) : undefined;

  const onOpenChange = (open: boolean) => {
    setAsking(open);
    if (!open) change.reset();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{PAUSE_TEXT.cardTitle}</CardTitle>
        <CardDescription>{PAUSE_TEXT.cardHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {pausedAt === null ? (
          <ConfirmDialog
            open={asking}
            onOpenChange={onOpenChange}
            trigger={<Button variant="secondary">{PAUSE_TEXT.pause}</Button>}
            title={PAUSE_TEXT.confirmTitle}
            description={PAUSE_TEXT.confirmDescription}
            cancelLabel={PAUSE_TEXT.cancel}
            confirmLabel={PAUSE_TEXT.confirm}
            pendingLabel={PAUSE_TEXT.pausing}
            pending={change.isPending}
            failure={failure}
            onConfirm={() => change.mutate(true, { onSuccess: () => setAsking(false) })}
          />
        ) : (
          <>
            <p className="font-semibold text-gold-200">{PAUSE_TEXT.pausedSince(pausedAt)}</p>
            <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
              {change.isPending ? PAUSE_TEXT.resuming : PAUSE_TEXT.resume}
            </Button>
            {failure && (
              <p role="alert" className="font-medium text-rose-300">
                {failure}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
