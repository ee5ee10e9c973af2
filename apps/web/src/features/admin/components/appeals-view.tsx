import type { AdminAppeal } from '@starmatch/contracts/appeals';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { cn } from '@/lib/cn';
import { dateTimeText } from '../admin-dates';
import { ACTION_DONE } from '../admin-text';
import { useAdminAppeals } from '../api/appeals';
import { APPEALS_TEXT, appealHeading } from '../appeals-text';
import { AppealDecisionForm } from './appeal-decision';
import { EvidenceView } from './evidence-view';

const panel = 'rounded-3xl border border-night-700 bg-night-900/80 p-5 sm:p-6';

/** One appeal: the person's words and the decision beside the original report's evidence. */
function AppealItem({ appeal }: { appeal: AdminAppeal }) {
  const headingId = `${appeal.id}-appeal`;
  const { report, decision } = appeal;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start"
    >
      <div className={cn(panel, 'flex flex-col gap-4 lg:col-start-2 lg:row-start-1')}>
        <h3 id={headingId} className="text-2xl font-bold tracking-tight">
          {appealHeading(appeal.person.fullName, appeal.sanction)}
        </h3>
        <p className="text-sm text-haze">
          {APPEALS_TEXT.sanction[appeal.sanction]} ·{' '}
          <time dateTime={appeal.createdAt}>{dateTimeText(appeal.createdAt)}</time> ·{' '}
          {APPEALS_TEXT.status[appeal.status]}
        </p>
        {report?.resolution && (
          <p className="text-sm">
            {ACTION_DONE[report.resolution.action]} by {report.resolution.moderator.fullName}
            {report.resolution.note ? `: “${report.resolution.note}”` : ''}
          </p>
        )}
        <section className="flex flex-col gap-2">
          <h4 className="font-semibold">{APPEALS_TEXT.theirWords}</h4>
          <p className="whitespace-pre-wrap rounded-xl bg-night-800 px-4 py-3">{appeal.text}</p>
        </section>
        {decision ? (
          <p role="status" className="text-sm">
            {APPEALS_TEXT.status[appeal.status]} by {decision.moderator.fullName},{' '}
            <time dateTime={decision.decidedAt}>{dateTimeText(decision.decidedAt)}</time>
            {decision.note ? `: “${decision.note}”` : ''}
          </p>
        ) : (
          <AppealDecisionForm appeal={appeal} />
        )}
      </div>
      <div className={cn(panel, 'lg:col-start-1 lg:row-start-1')}>
        <h4 className="mb-4 text-lg font-semibold">{APPEALS_TEXT.originalReport}</h4>
        {report ? <EvidenceView report={report} /> : <p>{APPEALS_TEXT.reportGone}</p>}
      </div>
    </article>
  );
}

/** The Appeals tab: fetches its own list, with its loading, empty and error states. */
export function AppealsView() {
  const appeals = useAdminAppeals();
  if (appeals.isPending) return <Loading label={APPEALS_TEXT.loading} />;
  if (appeals.isError && !appeals.data) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <p role="alert" className="text-haze">
          {APPEALS_TEXT.loadFailed}
        </p>
        <Button onClick={() => void appeals.refetch()} disabled={appeals.isFetching}>
          {APPEALS_TEXT.retry}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="appeals-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="appeals-heading" className="text-2xl font-bold tracking-tight">
          {APPEALS_TEXT.heading}
        </h2>
        <p className="text-haze">{APPEALS_TEXT.intro}</p>
      </div>
      {appeals.data.length === 0 ? (
        <p role="status" className={cn(panel, 'text-center text-haze')}>
          {APPEALS_TEXT.empty}
        </p>
      ) : (
        appeals.data.map((appeal) => <AppealItem key={appeal.id} appeal={appeal} />)
      )}
    </section>
  );
}
