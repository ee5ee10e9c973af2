import { COMPATIBILITY_THRESHOLDS } from '@starmatch/zodiac/compatibility-level';
import { type RawBuilder, sql } from 'kysely';
import { ageSql } from './visibility.js';

// A card of the deck exactly as GET /api/matches/potential answers it (packages/contracts
// candidates.ts, candidateSchema), written as JSON text by PostgreSQL. The deck read is the
// API's hottest call: parsing twenty rows of fourteen columns, mapping them to cards, checking
// them with zod and serialising them again was about half of its CPU, so the page leaves the
// database as the answer's text. Each rule the API applied in JavaScript has its SQL twin here,
// and test/candidate-card-json.test.ts holds them to the JavaScript ones (splitFullName, ageOn,
// compatibilityLevel) and the cards to the contract.
//
// A card has two parts. Its head (everything but the age, score and level) is kept in
// deck_cards by the pool's refresh, so it is written when the person changes, not on
// every read; the deck read appends the rest. The text is concatenated rather than built with
// json_build_object, which costs PostgreSQL about twice as much: only free text goes through
// to_json for its escaping; ids, genders and signs cannot hold a character JSON would escape.
// Nothing here may be a query parameter: the head is compiled into a PL/pgSQL function's body.

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

/** A text value as a JSON string, or null. */
function jsonText(value: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`coalesce(to_json(${value})::text, 'null')`;
}

/**
 * The head of the card of the person whose users and profiles rows are `u` and `p`: an open
 * JSON object that ends inside its nested `user`, after the bio. Photo URLs come in position
 * order.
 */
export function cardHeadJson(params: { u: string; p: string }): RawBuilder<unknown> {
  const u = sql.raw(params.u);
  const p = sql.raw(params.p);
  const fullName = jsonText(sql`${u}.full_name`);
  const image = jsonText(sql`${p}.profile_image_url`);
  const bio = jsonText(sql`${p}.bio`);
  const words = nameWordsSql(sql`${u}.full_name`);
  return sql`('{"userId":"' || ${u}.id
    || '","fullName":' || ${fullName}
    || ',"profileImageUrl":' || ${image}
    || ',"bio":' || ${bio}
    || ',"gender":"' || ${u}.gender
    || '","photos":' || coalesce((
      select json_agg(ph.url order by ph.position) from photos ph where ph.user_id = ${u}.id
    )::text, '[]')
    || ',"zodiacSign":"' || ${p}.zodiac_sign
    || '","location":' || ${jsonText(sql`${p}.location`)}
    || ',"user":{"firstName":' || ${jsonText(sql`(${words})[1]`)}
    || ',"lastName":' || ${jsonText(sql`array_to_string((${words})[2:], ' ')`)}
    || ',"fullName":' || ${fullName}
    || ',"profileImageUrl":' || ${image}
    || ',"bio":' || ${bio})`;
}

/**
 * A whole card: the head kept in the deck_cards row `card`, closed with the age on `todayKey`
 * from the match_pool row `pool` (in the nested `user` and on the card), the deck's `score` with
 * its level, and the deck's `compatibility` (JSON text already).
 */
export function candidateCardJson(params: {
  card: string;
  pool: string;
  score: RawBuilder<unknown>;
  compatibility: RawBuilder<unknown>;
  todayKey: number;
}): RawBuilder<unknown> {
  const card = sql.raw(params.card);
  const pool = sql.raw(params.pool);
  const { score, compatibility } = params;
  const age = ageSql(sql`${pool}.birth_key`, params.todayKey);
  return sql`(${card}.card
    || ',"age":' || ${age} || '},"age":' || ${age}
    || ',"compatibilityScore":' || ${score}
    || ',"zodiacCompatibilityLevel":"' || ${compatibilityLevelSql(score)}
    || '","compatibility":' || ${compatibility} || '}')`;
}
