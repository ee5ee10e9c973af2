import {
  type AdminCorrection,
  type CorrectionDecision,
  calendarDayText,
  decideCorrectionBodySchema,
} from '@starmatch/contracts/corrections';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { dateTimeText } from '../admin-dates';
import { useAdminCorrections, useDecideCorrection } from '../api/corrections';
import { CORRECTIONS_ADMIN_TEXT as TEXT } from '../corrections-text';
import { useNotedDecision } from '../hooks/use-noted-decision';
import { AdminList } from './admin-list';
import { DecisionNoteField } from './decision-note-field';

/** The Corrections tab: each open request beside the details the account holds now. */
export function CorrectionsView() {
  return (
    <AdminList query={useAdminCorrections()} text={TEXT}>
      {(request) => <CorrectionRequestCard key={request.id} request={request} />}
    </AdminList>
  );
}

interface DetailRow {
  label: string;
  now: string;
  askedFor: string;
}

function changedDetails({ current, requested }: AdminCorrection): DetailRow[] {
  const rows: DetailRow[] = [];
  if (requested.fullName !== null) {
    rows.push({ label: 'Name', now: current.fullName, askedFor: requested.fullName });
  }
  if (requested.dateOfBirth !== null) {
    rows.push({
      label: 'Date of birth',
      now: calendarDayText(current.dateOfBirth),
      askedFor: calendarDayText(requested.dateOfBirth),
    });
  }
  if (requested.gender !== null) {
    rows.push({ label: 'Gender', now: current.gender, askedFor: requested.gender });
  }
  return rows;
}

function CorrectionRequestCard({ request }: { request: AdminCorrection }) {
  const headingId = useId();
  const decide = useDecideCorrection();
  const name = request.person.fullName;
  const noted = useNotedDecision<CorrectionDecision>({
    id: request.id,
    schema: decideCorrectionBodySchema,
    mutation: decide,
    toastOf: (decision) =>
      decision === 'approve' ? TEXT.approvedToast(name) : TEXT.declinedToast(name),
    failedText: TEXT.failed,
  });
  const { confirming, failure, submit } = noted;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-night-700 bg-night-900/80 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {name}
        </h3>
        <p className="text-sm text-haze">
          <time dateTime={request.createdAt}>{TEXT.asked(dateTimeText(request.createdAt))}</time>
        </p>
      </header>
      <table className="w-full text-left text-sm">
        <thead className="text-haze">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {TEXT.detail}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {TEXT.now}
            </th>
            <th scope="col" className="py-1 font-medium">
              {TEXT.askedFor}
            </th>
          </tr>
        </thead>
        <tbody>
          {changedDetails(request).map((row) => (
            <tr key={row.label} className="border-t border-night-700 align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-haze">
                {row.label}
              </th>
              <td className="py-2 pr-4 break-words">{row.now}</td>
              <td className="py-2 font-semibold break-words text-gold-200">{row.askedFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <p className="text-sm text-haze">{TEXT.reason}</p>
        <p className="whitespace-pre-wrap break-words">{request.reason}</p>
      </div>
      <DecisionNoteField label={TEXT.note} hint={TEXT.noteHint} {...noted.note} />
      {failure && !confirming && (
        <p role="alert" className="font-medium text-rose-300">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ConfirmDialog
          open={confirming === 'approve'}
          onOpenChange={(open) => {
            noted.setConfirming(open ? 'approve' : null);
            if (!open) decide.reset();
          }}
          trigger={<Button disabled={decide.isPending}>{TEXT.approve}</Button>}
          title={TEXT.confirmTitle(name)}
          description={TEXT.confirmDescription}
          cancelLabel={TEXT.cancel}
          confirmLabel={TEXT.confirm}
          pendingLabel={TEXT.approving}
          pending={decide.isPending}
          failure={confirming ? failure : undefined}
          onConfirm={() => submit('approve')}
        />
        <Button variant="secondary" disabled={decide.isPending} onClick={() => submit('decline')}>
          {TEXT.decline}
        </Button>
      </div>
    </article>
  );
}
