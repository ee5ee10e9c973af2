import { type CorrectionState, requestedDetailLines } from '@starmatch/contracts/corrections';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCorrections } from '../api/corrections';
import { CORRECTIONS_TEXT as TEXT } from '../corrections-text';
import { CorrectionForm } from './correction-form';

/**
 * Settings' "Your details" (NZ Privacy Act IPP 7): the name, date of birth and gender the account
 * holds, which only a moderator can change, and the way to ask them to.
 */
export function DetailsCard() {
  const state = useCorrections();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{TEXT.cardTitle}</CardTitle>
        <CardDescription>{TEXT.cardHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-live="polite">
        {state.isPending ? (
          <p role="status" className="text-sm text-haze">
            {TEXT.loading}
          </p>
        ) : state.isError ? (
          <>
            <p className="font-medium text-rose-300">{TEXT.loadFailed}</p>
            <Button variant="secondary" onClick={() => void state.refetch()}>
              {TEXT.retryLoad}
            </Button>
          </>
        ) : (
          <Details state={state.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Details({ state }: { state: CorrectionState }) {
  const [editing, setEditing] = useState(false);
  const { current, latest } = state;
  const open = latest?.status === 'open';
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-haze">{TEXT.name}</dt>
        <dd className="font-medium break-words">{current.fullName}</dd>
        <dt className="text-haze">{TEXT.dateOfBirth}</dt>
        <dd className="font-medium">{TEXT.born(current.dateOfBirth)}</dd>
        <dt className="text-haze">{TEXT.gender}</dt>
        <dd className="font-medium">{current.gender}</dd>
      </dl>
      {latest && open && (
        <div className="flex flex-col gap-1.5 rounded-xl border border-gold-300/40 bg-gold-300/10 p-3">
          <p className="font-semibold text-gold-200">{TEXT.pending(latest.createdAt)}</p>
          <p className="text-sm text-haze">{TEXT.asked}</p>
          <ul className="list-disc pl-5 text-sm">
            {requestedDetailLines(latest.requested).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {latest?.decidedAt && (
        <p className="text-sm text-haze">
          {latest.status === 'approved'
            ? TEXT.approved(latest.decidedAt)
            : TEXT.declined(latest.decidedAt)}
        </p>
      )}
      {!open &&
        (editing ? (
          <CorrectionForm current={current} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {TEXT.ask}
          </Button>
        ))}
    </>
  );
}
