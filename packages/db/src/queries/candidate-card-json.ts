import { COMPATIBILITY_THRESHOLDS } from '@starmatch/zodiac/compatibility-level';
import { type RawBuilder, sql } from 'kysely';

// A feed card exactly as GET /api/matches/potential answers it (packages/contracts
// candidates.ts, candidateSchema), written as JSON text by PostgreSQL. The feed read is the
// API's hottest call: parsing twenty rows of fourteen columns, mapping them to cards, checking
// them with zod and serialising them again was about half of its CPU, so the page leaves the
// database as the answer's text. Each rule the API applied in JavaScript has its SQL twin here,
// and test/candidate-card-json.test.ts holds them to the JavaScript ones (splitFullName, ageOn,
// compatibilityLevel) and the cards to the contract.
//
// The text is concatenated rather than built with json_build_object, which costs PostgreSQL
// about twice as much per card: only free text goes through to_json for its escaping; ids,
// numbers, genders, signs and levels cannot hold a character JSON would escape.

/**
 * What JavaScript's `\s` and `String.prototype.trim` count as white space, as a PostgreSQL
 * regular-expression bracket expression: splitFullName trims and splits on it.
 */
const JS_WHITE_SPACE =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/** JS_WHITE_SPACE's complement, for the common case's pattern. */
const NOT_JS_WHITE_SPACE = `[^${JS_WHITE_SPACE.slice(1)}`;

/**
 * splitFullName's words of a name (`{''}` for a blank one), as a text[]. Names of words joined
 * by single spaces, nearly all of them, skip the two regular expressions of the general case.
 */
export function nameWordsSql(fullName: RawBuilder<unknown>): RawBuilder<unknown> {
  const plain = `^${NOT_JS_WHITE_SPACE}+( ${NOT_JS_WHITE_SPACE}+)*$`;
  const edges = `^${JS_WHITE_SPACE}+|${JS_WHITE_SPACE}+$`;
  return sql`(case when ${fullName} ~ ${sql.lit(plain)} then string_to_array(${fullName}, ' ')
    else regexp_split_to_array(
      regexp_replace(${fullName}, ${sql.lit(edges)}, '', 'g'), ${sql.lit(`${JS_WHITE_SPACE}+`)})
    end)`;
}

/** compatibilityLevel of a score, by the same thresholds. */
export function compatibilityLevelSql(score: RawBuilder<unknown>): RawBuilder<unknown> {
  const { excellent, great, good, challenging } = COMPATIBILITY_THRESHOLDS;
  return sql`(case
    when ${score} >= ${sql.lit(excellent)} then 'excellent'
    when ${score} >= ${sql.lit(great)} then 'great'
    when ${score} >= ${sql.lit(good)} then 'good'
    when ${score} >= ${sql.lit(challenging)} then 'challenging'
    else 'different' end)`;
}

/**
 * ageOn(date of birth, today): whole years, with `todayKey` today's date as the number YYYYMMDD
 * (migration 2026-12-04T00-00-00-match-pool-birth-key says why that is exact).
 */
export function ageOnSql(dateOfBirth: RawBuilder<unknown>, todayKey: number): RawBuilder<unknown> {
  return sql`((${todayKey}::int - to_char(${dateOfBirth}, 'YYYYMMDD')::int) / 10000)`;
}

/** A text value as a JSON string, or null. */
function jsonText(value: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`coalesce(to_json(${value})::text, 'null')`;
}

/**
 * The JSON text of the card of the person `candidateId` with the deck's `score`, or null when
 * they have no profile. Photo URLs come in position order.
 */
export function candidateCardJson(params: {
  candidateId: RawBuilder<unknown>;
  score: RawBuilder<unknown>;
  todayKey: number;
}): RawBuilder<unknown> {
  const { score } = params;
  // What the card and its nested `user` both carry, escaped once.
  const shared = sql`
    || ',"fullName":' || j.full_name
    || ',"profileImageUrl":' || j.image
    || ',"bio":' || j.bio
    || ',"age":' || j.age`;
  return sql`(
    select '{"userId":"' || u.id || '"'
      ${shared}
      || ',"gender":"' || u.gender
      || '","photos":' || coalesce((
        select json_agg(ph.url order by ph.position) from photos ph where ph.user_id = u.id
      )::text, '[]')
      || ',"zodiacSign":"' || p.zodiac_sign
      || '","location":' || ${jsonText(sql`p.location`)}
      || ',"user":{"firstName":' || ${jsonText(sql`j.words[1]`)}
      || ',"lastName":' || ${jsonText(sql`array_to_string(j.words[2:], ' ')`)}
      ${shared}
      || '},"compatibilityScore":' || ${score}
      || ',"zodiacCompatibilityLevel":"' || ${compatibilityLevelSql(score)} || '"}'
    from users u
    join profiles p on p.user_id = u.id
    cross join lateral (select
        ${jsonText(sql`u.full_name`)} as full_name,
        ${jsonText(sql`p.profile_image_url`)} as image,
        ${jsonText(sql`p.bio`)} as bio,
        ${ageOnSql(sql`u.date_of_birth`, params.todayKey)} as age,
        ${nameWordsSql(sql`u.full_name`)} as words) j
    where u.id = ${params.candidateId})`;
}
