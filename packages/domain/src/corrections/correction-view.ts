import type {
  AccountDetails,
  CorrectionRequest,
  RequestedDetails,
} from '@starmatch/contracts/corrections';
import type { AccountDetailsRow } from '@starmatch/db/queries/correction-requests';
import type { CorrectionRequestRow } from '@starmatch/db/tables/correction-requests';

/** The account's details as the API answers them. */
export function accountDetailsView(row: AccountDetailsRow): AccountDetails {
  return { fullName: row.full_name, dateOfBirth: row.date_of_birth, gender: row.gender };
}

export function requestedDetailsView(row: CorrectionRequestRow): RequestedDetails {
  return { fullName: row.full_name, dateOfBirth: row.date_of_birth, gender: row.gender };
}

export function correctionRequestView(row: CorrectionRequestRow): CorrectionRequest {
  return {
    id: row.id,
    status: row.status,
    requested: requestedDetailsView(row),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
