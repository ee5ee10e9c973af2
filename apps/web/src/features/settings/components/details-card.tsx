import { type CorrectionState, requestedDetailLines } from '@starmatch/contracts/corrections';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCorrections } from '../api/corrections';
import { CORRECTIONS_TEXT as TEXT } from '../corrections-text';
import { CorrectionForm } from './correction-form';
import { SettingsQueryCard } from './settings-query-card';

/**
 * Settings' "Your details" (NZ Privacy Act IPP 7): the name, date of birth and gender the account
 * holds, which only a moderator can change, and the way to ask them to.
 */
export function DetailsCard() {
  return (
    <SettingsQueryCard
      query={useCorrections()}
      text={{
        title: TEXT.cardTitle,
        hint: TEXT.cardHint,
        loading: TEXT.loading,
        loadFailed: TEXT.loadFailed,
        retry: TEXT.retryLoad,
      }}
    >
      {(state) => <Details state={state} />}
    </SettingsQueryCard>
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
