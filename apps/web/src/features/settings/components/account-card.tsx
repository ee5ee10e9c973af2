import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailChangeCodeStep } from './email-change-code-step';
import { EmailChangeForm } from './email-change-form';

export interface AccountCardProps {
  email: string;
  /** An email change waiting for its code (docs/ARCHITECTURE.md "Email change"), or null. */
  pendingEmail: string | null;
}

type Step = 'view' | 'edit';

/**
 * docs/PRODUCT.md "Account settings": view, edit, save or cancel (cancel restores the current
 * email). Saving asks for the current password, then the code sent to the new address.
 */
export function AccountCard({ email, pendingEmail }: AccountCardProps) {
  const [step, setStep] = useState<Step>('view');
  // Where focus goes once the next step is on screen, after the person moved it along (a new
  // object each time, so the same target twice in a row still moves focus).
  const [focus, setFocus] = useState<{ target: 'code' | 'edit' } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const editing = step === 'edit';
  const waitingForCode = !editing && pendingEmail !== null;
  const viewing = !editing && !waitingForCode;

  // The cached user (pendingEmail) and the step change in separate renders, so wait for the
  // button to be on screen, then let the request go.
  useEffect(() => {
    if (focus?.target !== 'edit' || !viewing) return;
    editButton.current?.focus();
    setFocus(null);
  }, [focus, viewing]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Management</CardTitle>
      </CardHeader>
      <CardContent>
        {editing && (
          <EmailChangeForm
            email={email}
            onRequested={() => {
              setStep('view');
              setFocus({ target: 'code' });
            }}
            onCancel={() => {
              setStep('view');
              setFocus({ target: 'edit' });
            }}
          />
        )}
        {waitingForCode && (
          <EmailChangeCodeStep
            email={email}
            pendingEmail={pendingEmail}
            focusCode={focus?.target === 'code'}
            onDone={() => setFocus({ target: 'edit' })}
          />
        )}
        {viewing && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-haze">Email</p>
              <p className="font-semibold break-all">{email}</p>
            </div>
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => setStep('edit')}
              aria-label="Edit email"
            >
              Edit
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
