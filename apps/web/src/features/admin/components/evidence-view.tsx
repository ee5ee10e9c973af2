import type { AdminReport } from '@starmatch/contracts/moderation';
import { dateTimeText } from '../admin-dates';
import { ADMIN_TEXT } from '../admin-text';
import { EvidenceMessages } from './evidence-messages';
import { EvidencePhotos } from './evidence-photos';
import { EvidenceProfile } from './evidence-profile';

/** Everything the report kept, as it was at the moment it was made. */
export function EvidenceView({ report }: { report: AdminReport }) {
  const { evidence } = report;
  const name = evidence.profile.fullName;
  return (
    <section aria-labelledby={`${report.id}-evidence`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${report.id}-evidence`} className="text-xl font-semibold">
          {ADMIN_TEXT.evidence}
        </h3>
        <p className="text-sm text-haze">
          Taken <time dateTime={evidence.takenAt}>{dateTimeText(evidence.takenAt)}</time>
        </p>
      </div>
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold">{ADMIN_TEXT.profile}</h4>
        <EvidenceProfile profile={evidence.profile} />
      </section>
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold">Photos ({evidence.photos.length})</h4>
        <EvidencePhotos photos={evidence.photos} name={name} />
      </section>
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold">Messages ({evidence.messages.length})</h4>
        <EvidenceMessages
          messages={evidence.messages}
          reporterName={report.reporter.fullName}
          reportedName={report.reported.fullName}
        />
      </section>
    </section>
  );
}
