import {
  birthDayOf,
  type CorrectionBody,
  type CorrectionState,
} from '@starmatch/contracts/corrections';
import {
  accountDetails,
  insertOpenCorrectionRequest,
  latestCorrectionRequest,
  type RequestedDetails,
} from '@starmatch/db/queries/correction-requests';
import type { DomainContext } from '../context.js';
import { accountDetailsView, correctionRequestView } from './correction-view.js';

export type RequestCorrectionResult =
  | { outcome: 'requested'; state: CorrectionState }
  /** Another request of theirs waits for a moderator; nothing was filed. */
  | { outcome: 'pending' }
  /** Every detail asked for is what the account already holds; nothing was filed. */
  | { outcome: 'same_details' }
  | { outcome: 'no_account' };

/**
 * The details and the latest request (docs/PRODUCT.md "Correcting your details"); null once the
 * account is gone.
 */
export async function getCorrectionState(
  ctx: Pick<DomainContext, 'db'>,
  params: { userId: string },
): Promise<CorrectionState | null> {
  const current = await accountDetails(ctx.db, params.userId);
  if (!current) return null;
  const latest = await latestCorrectionRequest(ctx.db, params.userId);
  return {
    current: accountDetailsView(current),
    latest: latest ? correctionRequestView(latest) : null,
  };
}

/**
 * A person asks a moderator to correct their name, date of birth or gender. Only the details
 * that differ from the account's are filed, so the moderator sees exactly what would change; one
 * request may wait at a time. Nothing changes on the account until a moderator approves it
 * (moderation/decide-correction.ts).
 */
export async function requestCorrection(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  params: { userId: string; body: CorrectionBody },
): Promise<RequestCorrectionResult> {
  const current = await accountDetails(ctx.db, params.userId);
  if (!current) return { outcome: 'no_account' };
  const { fullName, dateOfBirth, gender, reason } = params.body;
  // The API takes an ISO date-time whose UTC calendar day is the birthday, as sign-up does.
  const day = dateOfBirth === undefined ? undefined : birthDayOf(dateOfBirth);
  const requested: RequestedDetails = {
    fullName: fullName !== undefined && fullName !== current.full_name ? fullName : null,
    dateOfBirth: day !== undefined && day !== current.date_of_birth ? day : null,
    gender: gender !== undefined && gender !== current.gender ? gender : null,
  };
  if (requested.fullName === null && requested.dateOfBirth === null && requested.gender === null) {
    return { outcome: 'same_details' };
  }
  const filed = await insertOpenCorrectionRequest(ctx.db, {
    userId: params.userId,
    requested,
    reason,
    createdAt: ctx.now(),
  });
  if (!filed) return { outcome: 'pending' };
  return {
    outcome: 'requested',
    state: { current: accountDetailsView(current), latest: correctionRequestView(filed) },
  };
}
