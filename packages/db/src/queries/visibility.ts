import { APP_TIME_ZONE, SETTINGS_AGE_RANGES } from '@starmatch/contracts/constants';
import { formatCalendarDate } from '@starmatch/zodiac/calendar-date';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database.js';

// docs/PRODUCT.md "Visibility", written once as SQL so the deck build (one viewer, every
// candidate), the deck read's re-check of a stored deck and the check of a like or pass (one pair)
// apply the same rules.
//
// Ages: `today` is the calendar date in New Zealand (appToday), passed in as a parameter, and a
// person's age is (today as YYYYMMDD - birth as YYYYMMDD) / 10000 in integer division
// (match_pool.birth_key): whole years, a year counted once the birthday is reached, 29 February
// birthdays turning over on 1 March. That is exactly ageOn in packages/zodiac and age() (the
// tests compare them), so a card's age and the filter never disagree, at the cost of integer
// arithmetic: the rules ask a pair's ages up to a dozen times.

/** Today's date in New Zealand as 'YYYY-MM-DD': the day every age is counted on. */
export function appToday(now: Date = new Date()): string {
  return formatCalendarDate(calendarDateIn(APP_TIME_ZONE, now));
}

/**
 * An account a moderator took out (docs/ARCHITECTURE.md "Trust and safety"): suspended until a
 * time still to come, or banned. `u` names a users row. Hidden from everyone, as if gone.
 */
export function outOfStanding(u: string): RawBuilder<unknown> {
  const ref = sql.raw(u);
  // coalesce: a null suspended_until must make this false, not null (`not null` hides everyone).
  return sql`(${ref}.banned_at is not null or coalesce(${ref}.suspended_until > now(), false))`;
}

/**
 * A block between two people, whoever asked for it: each is hidden from the other, and nothing
 * more passes between them. `first` and `second` are SQL expressions of user ids.
 */
export function blockedEitherWay(
  first: RawBuilder<unknown>,
  second: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`(
    exists (select 1 from blocks b where b.blocker_id = ${first} and b.blocked_id = ${second})
    or exists (select 1 from blocks b where b.blocker_id = ${second} and b.blocked_id = ${first})
  )`;
}

/** A 'YYYY-MM-DD' date as the number YYYYMMDD, the form of match_pool.birth_key. */
export function dateKey(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a calendar date: ${day}`);
  return Number(day.replaceAll('-', ''));
}

/**
 * ageOn(date of birth, today): whole years, from the birth date as the number YYYYMMDD
 * (match_pool.birth_key) and today's as `todayKey` (dateKey).
 */
export function ageSql(birthKey: RawBuilder<unknown>, todayKey: number): RawBuilder<unknown> {
  return sql`((${todayKey}::int - ${birthKey}) / 10000)`;
}

/**
 * Everyone who can be matched at all: the match_pool rows (a profile, at least one photo, not
 * banned; kept by triggers) of people not suspended now. Missing settings are empty preference
 * lists ("no restriction").
 */
export function eligiblePeople(today: string): RawBuilder<unknown> {
  return sql`(
    select mp.user_id as id, mp.gender, mp.sexual_orientation, mp.city, mp.zodiac_sign,
      mp.age_range_min, mp.age_range_max, mp.date_of_birth,
      ${ageSql(sql`mp.birth_key`, dateKey(today))} as age,
      mp.age_ranges, mp.cities
    from match_pool mp
    where not coalesce(mp.suspended_until > now(), false)
  )`;
}

/** The SETTINGS_AGE_RANGES label an age falls in (they do not overlap), or null above or below them all. */
export function ageRangeLabel(age: RawBuilder<unknown>): RawBuilder<unknown> {
  const cases = SETTINGS_AGE_RANGES.map((label) => {
    const [min, max] = label.split('-').map(Number);
    return sql`when ${age} between ${sql.lit(min)} and ${sql.lit(max)} then ${sql.lit(label)}`;
  });
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/** What `viewer` asks of `other`, one direction of the mutual rules. */
function wants(viewer: string, other: string): RawBuilder<unknown> {
  const v = sql.raw(viewer);
  const o = sql.raw(other);
  return sql`(
    ${v}.sexual_orientation = 'heterosexual' and ${v}.gender <> ${o}.gender
    and ${o}.age between ${v}.age_range_min and ${v}.age_range_max
    and (cardinality(${v}.age_ranges) = 0
      or ${ageRangeLabel(sql`${o}.age`)} = any(${v}.age_ranges))
    and (cardinality(${v}.cities) = 0 or ${o}.city = any(${v}.cities))
  )`;
}

/**
 * v and c want each other, neither blocked the other, and they are not matched yet: the rules no
 * decision of v's can change.
 */
const WANT_EACH_OTHER = sql`
  v.id <> c.id
  and ${wants('v', 'c')}
  and ${wants('c', 'v')}
  and not ${blockedEitherWay(sql`v.id`, sql`c.id`)}
  and not exists (
    select 1 from matches m where m.user_a = least(v.id, c.id) and m.user_b = greatest(v.id, c.id)
  )`;

/**
 * v sees c: they want each other, and v has not already decided about c. A like is a decision, so a
 * pending request v -> c hides c; a pending request c -> v does not (v may like back). A request
 * from c that v already answered hides c, since answering is v's decision about c.
 */
export const VISIBLE = sql`
  ${WANT_EACH_OTHER}
  and not exists (select 1 from decisions dn where dn.from_user = v.id and dn.to_user = c.id)
  and not exists (
    select 1 from match_requests mr
    where mr.from_user = c.id and mr.to_user = v.id and mr.status <> 'pending'
  )`;

export interface VisiblePerson {
  userId: string;
  zodiacSign: ZodiacSign;
}

/** Everyone `viewerId` may see now, in no particular order. One pass over the eligible people. */
export async function findVisibleCandidates(
  db: Kysely<Database>,
  params: { viewerId: string; today: string },
): Promise<VisiblePerson[]> {
  const { rows } = await sql<VisiblePerson>`
    select c.id as "userId", c.zodiac_sign as "zodiacSign"
    from ${eligiblePeople(params.today)} v, ${eligiblePeople(params.today)} c
    where v.id = ${params.viewerId} and ${VISIBLE}`.execute(db);
  return rows;
}

/**
 * Whether `viewerId` may see `candidateId` now: one query over the two people's rows. With
 * `reconsidering`, v's own earlier decisions about c (a pass, a declined request) do not count:
 * the question is whether v may change their mind and like c after all.
 */
export async function isVisibleTo(
  db: Kysely<Database>,
  params: { viewerId: string; candidateId: string; today: string; reconsidering?: boolean },
): Promise<boolean> {
  const rules = params.reconsidering ? WANT_EACH_OTHER : VISIBLE;
  const { rows } = await sql<{ visible: boolean }>`
    select exists (
      select 1 from ${eligiblePeople(params.today)} v, ${eligiblePeople(params.today)} c
      where v.id = ${params.viewerId} and c.id = ${params.candidateId} and ${rules}
    ) as visible`.execute(db);
  return rows[0]?.visible === true;
}

/**
 * Whether anything may still pass from one person to another whatever they decided before: no
 * block either way and the other in good standing. A repeated like answers from the first
 * decision without the full rules, but never past a block or a moderator.
 */
export async function canStillReach(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string },
): Promise<boolean> {
  const { rows } = await sql<{ reachable: boolean }>`
    select exists (
      select 1 from users t
      where t.id = ${params.toUser} and not ${outOfStanding('t')}
        and not ${blockedEitherWay(sql`${params.fromUser}::uuid`, sql`t.id`)}
    ) as reachable`.execute(db);
  return rows[0]?.reachable === true;
}
