import type { Gender } from '@starmatch/contracts/constants';
import type { CorrectionStatus } from '@starmatch/contracts/corrections';
import { zodiacSignFromDate } from '@starmatch/zodiac/sign-from-date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { CorrectionRequestRow } from '../tables/correction-requests.js';

// Correction requests, `correction_requests` (docs/ARCHITECTURE.md "Correction requests"): what a
// person asked to change, and what a moderator decided. Which requests may be filed and decided is
// packages/domain's accounts/request-correction.ts and moderation/decide-correction.ts.

/** The three details a correction can change, as the account holds them now. */
export interface AccountDetailsRow {
  full_name: string;
  date_of_birth: string;
  gender: Gender;
}

export interface RequestedDetails {
  fullName: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
}

const REQUEST_COLUMNS = [
  'id',
  'user_id',
  'full_name',
  'date_of_birth',
  'gender',
  'reason',
  'status',
  'created_at',
  'decided_at',
  'moderator_id',
] as const;

/** Every column of the requests, to narrow down. */
function requests(db: Kysely<Database>) {
  return db.selectFrom('correction_requests').select(REQUEST_COLUMNS);
}

/** The account's name, date of birth and gender; undefined once it is gone. */
export async function accountDetails(
  db: Kysely<Database>,
  userId: string,
): Promise<AccountDetailsRow | undefined> {
  return db
    .selectFrom('users')
    .select(['full_name', 'date_of_birth', 'gender'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The person's most recent request, open or decided. */
export async function latestCorrectionRequest(
  db: Kysely<Database>,
  userId: string,
): Promise<CorrectionRequestRow | undefined> {
  return requests(db)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Files an open request; undefined when the person already has one open (the partial unique
 * index decides, so two requests at once file one).
 */
export async function insertOpenCorrectionRequest(
  db: Kysely<Database>,
  params: { userId: string; requested: RequestedDetails; reason: string; createdAt: Date },
): Promise<CorrectionRequestRow | undefined> {
  return (
    db
      .insertInto('correction_requests')
      .values({
        user_id: params.userId,
        full_name: params.requested.fullName,
        date_of_birth: params.requested.dateOfBirth,
        gender: params.requested.gender,
        reason: params.reason,
        status: 'open',
        created_at: params.createdAt,
      })
      // The index's predicate as a literal: a bound parameter would not prove it once PostgreSQL
      // plans the statement generically (from its sixth run), and the insert would fail.
      .onConflict((oc) => oc.column('user_id').where(sql<boolean>`status = 'open'`).doNothing())
      .returning(REQUEST_COLUMNS)
      .executeTakeFirst()
  );
}

export interface OpenCorrectionRow extends CorrectionRequestRow {
  current_full_name: string;
  current_date_of_birth: string;
  current_gender: Gender;
}

/** Open requests, oldest first, each with the account's details as they are now. */
export async function listOpenCorrectionRequests(
  db: Kysely<Database>,
  limit: number,
): Promise<OpenCorrectionRow[]> {
  return db
    .selectFrom('correction_requests as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(REQUEST_COLUMNS.map((column) => `c.${column}` as const))
    .select([
      'u.full_name as current_full_name',
      'u.date_of_birth as current_date_of_birth',
      'u.gender as current_gender',
    ])
    .where('c.status', '=', 'open')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** One request by id; undefined once it or its account is gone. */
export async function correctionRequestById(
  db: Kysely<Database>,
  id: string,
): Promise<CorrectionRequestRow | undefined> {
  return requests(db).where('id', '=', id).executeTakeFirst();
}

/** The request, its row held until the transaction ends; undefined for an unknown id. */
export async function lockCorrectionRequest(
  db: Kysely<Database>,
  id: string,
): Promise<CorrectionRequestRow | undefined> {
  return requests(db).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Records the decision on an open request. */
export async function writeCorrectionDecision(
  db: Kysely<Database>,
  params: {
    id: string;
    status: Exclude<CorrectionStatus, 'open'>;
    moderatorId: string;
    decidedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('correction_requests')
    .set({ status: params.status, moderator_id: params.moderatorId, decided_at: params.decidedAt })
    .where('id', '=', params.id)
    .where('status', '=', 'open')
    .execute();
}

/**
 * Writes the corrected details on the account. A new date of birth moves the profile's sign with
 * it; the pool's triggers carry every change into the decks' rows.
 */
export async function applyAccountCorrection(
  db: Kysely<Database>,
  params: { userId: string; requested: RequestedDetails },
): Promise<void> {
  const { userId, requested } = params;
  await db
    .updateTable('users')
    .set({
      ...(requested.fullName !== null ? { full_name: requested.fullName } : {}),
      ...(requested.dateOfBirth !== null ? { date_of_birth: requested.dateOfBirth } : {}),
      ...(requested.gender !== null ? { gender: requested.gender } : {}),
    })
    .where('id', '=', userId)
    .execute();
  if (requested.dateOfBirth !== null) {
    await db
      .updateTable('profiles')
      .set({ zodiac_sign: zodiacSignFromDate(requested.dateOfBirth), updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  }
}

/** Requests decided before `before` (retention); an open one waits for its moderator whatever its age. */
export async function deleteCorrectionRequestsDecidedBefore(
  db: Kysely<Database>,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('correction_requests')
    .where('status', '<>', 'open')
    .where('decided_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
