import type { WaitlistAgeGroup, WaitlistGender } from '@starmatch/contracts/constants';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { WaitlistEntry } from '../tables/waitlist.js';

export interface AddToWaitlistParams {
  email: string;
  ageGroup: WaitlistAgeGroup;
  gender: WaitlistGender;
  isNzBased: boolean;
  ipAddress: string | null;
  userAgent: string | null;
}

export type AddToWaitlistResult =
  | { added: true; entry: WaitlistEntry }
  | { added: false; entry: undefined };

/**
 * Adds an email to the waitlist. The email is stored lowercased; a second sign-up with the same
 * address (any case) changes nothing and reports `added: false`.
 */
export async function addToWaitlist(
  db: Kysely<Database>,
  params: AddToWaitlistParams,
): Promise<AddToWaitlistResult> {
  const entry = await db
    .insertInto('waitlist')
    .values({
      email: params.email.trim().toLowerCase(),
      age_group: params.ageGroup,
      gender: params.gender,
      is_nz_based: params.isNzBased,
      ip_address: params.ipAddress,
      user_agent: params.userAgent,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return entry ? { added: true, entry } : { added: false, entry: undefined };
}

export async function countWaitlist(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
