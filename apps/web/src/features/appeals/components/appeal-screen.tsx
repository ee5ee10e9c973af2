import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { AppealSummary } from '@starmatch/contracts/appeals';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { isDeadAppealLink, useAppeal } from '../api/appeal';
import { APPEAL_TEXT } from '../appeal-text';
import { AppealForm } from './appeal-form';

function sanctionLine(summary: AppealSummary): string {
  return summary.sanction === 'ban' || summary.until === null
    ? APPEAL_TEXT.banned
    : APPEAL_TEXT.suspended(summary.until);
}

/**
 * /appeal?token=…, the link of a suspension's or ban's email and of the sign-in refusal: what
 * stands against the person, and their one appeal of it, without signing in.
 */
export function AppealScreen({ token }: { token: string }) {
  const appeal = useAppeal(token);

  if (token === '' || (appeal.isError && isDeadAppealLink(appeal.error))) {
    return (
      <AuthLayout title={APPEAL_TEXT.deadTitle}>
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="alert" className="text-lg text-star">
            {API_MESSAGES.invalidAppealLink}
          </p>
          <TextLink to={paths.login}>{APPEAL_TEXT.signIn}</TextLink>
        </div>
      </AuthLayout>
    );
  }
  if (appeal.isError) {
    return (
      <AuthLayout title={APPEAL_TEXT.networkTitle}>
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="alert" className="text-lg text-star">
            {APPEAL_TEXT.networkError}
          </p>
          <Button
            size="lg"
            className="w-full"
            disabled={appeal.isFetching}
            onClick={() => void appeal.refetch()}
          >
            {APPEAL_TEXT.retry}
          </Button>
        </div>
      </AuthLayout>
    );
  }
  if (!appeal.data) {
    return (
      <AuthLayout title={APPEAL_TEXT.title}>
        <Loading label={APPEAL_TEXT.loading} />
      </AuthLayout>
    );
  }

  const summary = appeal.data;
  const filed = summary.appeal;
  return (
    <AuthLayout title={filed ? APPEAL_TEXT.alreadyTitle : APPEAL_TEXT.title}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2 text-center">
          <p className="text-lg font-semibold text-star">{sanctionLine(summary)}</p>
          <p className="text-haze">{APPEAL_TEXT.why}</p>
          <TextLink to={`${paths.terms}#community-standards`} className="self-center">
            {APPEAL_TEXT.standards}
          </TextLink>
        </div>
        {filed ? (
          <p role="status" className="rounded-xl border border-night-500 px-4 py-3 text-center">
            {APPEAL_TEXT.status[filed.status]}
          </p>
        ) : (
          <AppealForm token={token} />
        )}
      </div>
    </AuthLayout>
  );
}
