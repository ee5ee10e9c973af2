import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// The building blocks of every text field a client sends (REST bodies, query strings, path
// parameters, WebSocket frames). PostgreSQL cannot store NUL in text, and no person types the
// other C0 control characters (or DEL) on purpose: they arrive from pastes and scripts, and would
// otherwise surface as a 500 or as invisible junk in someone's profile. The control-character
// check comes right after trimming and normalising, then the invisible-character check, both
// before a field's own length and format rules, so text holding one is refused for that reason.
// Every pattern here reads each character once (linear time): they run on whole request bodies.
//
// Every block is a zod string with checks (overwrite, regex), not a transform, so schemas built
// on them still convert to JSON Schema for the OpenAPI document.

/** Single-line text: no C0 control character at all (tab and line breaks included), no DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F]*$/;

/** Multi-line text: as single-line, but tab and newline are allowed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const MULTILINE_TEXT = /^[^\u0000-\u0008\u000B-\u001F\u007F]*$/;

/**
 * Characters that change how text is shown without being seen: the bidirectional controls
 * (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks U+200E, U+200F and
 * U+061C), the zero-width space, joiners and word joiner (U+200B-U+200D, U+2060), the byte order
 * mark (U+FEFF), the invisible maths operators (U+2061-U+2064) and the deprecated format
 * characters (U+206A-U+206F). An override can make a bio, a location or a report read as
 * something else, or push the text around it out of place; a zero-width character hides a word
 * from a reader and splits it for a search.
 *
 * Two uses are kept because text needs them. U+200D (zero width joiner) between two emoji glues
 * them into one picture (👩‍❤️‍👨, 🏳️‍🌈, 👩🏽‍💻: the emoji before it may carry U+FE0F or a skin tone).
 * U+200C and U+200D between two letters of a script that joins or forms conjuncts (Arabic,
 * Syriac, N'Ko, and the Indic scripts) choose a letter's form, as in Persian 'می‌خواهم'.
 *
 * Each alternative of the pattern takes exactly one character (the lookarounds only look, a
 * bounded distance), so there is one way to read any text and nothing to backtrack over: it
 * runs in time linear in the text, whatever the text is.
 */
const REFUSED_INVISIBLE =
  '\\u061C\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF';
const JOINING_SCRIPTS = [
  'Arabic',
  'Syriac',
  'Nko',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
]
  // Script_Extensions, so the marks a script shares (Arabic vowel signs) count as its own.
  .map((script) => `\\p{scx=${script}}`)
  .join('');
const EMOJI_BEFORE_JOINER = '\\p{Extended_Pictographic}[\\uFE0F\\u{1F3FB}-\\u{1F3FF}]?';
export const NO_INVISIBLE_FORMATTING = new RegExp(
  `^(?:[^${REFUSED_INVISIBLE}\\u200C\\u200D]` +
    `|(?<=[${JOINING_SCRIPTS}])[\\u200C\\u200D](?=[${JOINING_SCRIPTS}])` +
    `|(?<=${EMOJI_BEFORE_JOINER})\\u200D(?=\\p{Extended_Pictographic}))*$`,
  'u',
);

export interface TextOptions {
  /** The message when the value is missing or not a string. */
  readonly error?: string;
  /** Strip surrounding whitespace before any check (passwords and URLs are taken as sent). */
  readonly trim?: boolean;
  /**
   * Let the invisible characters of NO_INVISIBLE_FORMATTING through. Only for a chat message
   * (the other person sees it as sent, and the SPA shows it isolated so it cannot move the page
   * around it) and a password (never shown; a person must be able to type the one they chose).
   */
  readonly allowInvisible?: boolean;
}

function baseString({ error, trim = false }: TextOptions) {
  const base = z.string(error === undefined ? undefined : { error });
  return trim ? base.trim() : base;
}

/** Refuses the invisible characters unless the field lets them through. */
function withoutInvisible<T extends z.ZodString>(
  schema: T,
  { allowInvisible = false }: TextOptions,
): T {
  return allowInvisible
    ? schema
    : (schema.regex(NO_INVISIBLE_FORMATTING, VALIDATION_MESSAGES.invisibleCharacters) as T);
}

/** A name, an email, a password, a token: one line, no control characters, no invisible ones. */
export function singleLineText(options: TextOptions = {}) {
  return withoutInvisible(
    baseString(options).regex(SINGLE_LINE_TEXT, VALIDATION_MESSAGES.controlCharacters),
    options,
  );
}

/**
 * A bio or a chat message. Windows (CRLF) and old Mac (CR) line breaks become '\n' first, so a
 * client that sends them is not refused for a line break.
 */
export function multilineText(options: TextOptions = {}) {
  return withoutInvisible(
    baseString(options)
      .overwrite((value) => value.replace(/\r\n?/g, '\n'))
      .regex(MULTILINE_TEXT, VALIDATION_MESSAGES.controlCharacters),
    options,
  );
}

/**
 * A person's name: trimmed, in Unicode NFC (so 'é' typed as e + combining accent and 'é' typed as
 * one character are the same name), one line, and no invisible characters.
 */
export function personName(error?: string) {
  return withoutInvisible(
    baseString({ error, trim: true })
      .normalize('NFC')
      .regex(SINGLE_LINE_TEXT, VALIDATION_MESSAGES.controlCharacters),
    {},
  );
}
