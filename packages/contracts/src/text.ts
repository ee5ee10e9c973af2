import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// The building blocks of every text field a client sends (REST bodies, query strings, path
// parameters, WebSocket frames). PostgreSQL cannot store NUL in text, and no person types the
// other C0 control characters (or DEL) on purpose: they arrive from pastes and scripts, and would
// otherwise surface as a 500 or as invisible junk in someone's profile. The control-character
// check comes right after trimming and normalising, before a field's own length and format rules,
// so text holding one is refused for that reason.
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
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder
 * how the text around them is shown, so a name holding one can display as someone else's.
 * The invisible marks U+200E and U+200F only set a direction and stay allowed.
 */
export const NO_DIRECTION_OVERRIDE = /^[^\u202A-\u202E\u2066-\u2069]*$/;

export interface TextOptions {
  /** The message when the value is missing or not a string. */
  readonly error?: string;
  /** Strip surrounding whitespace before any check (passwords and URLs are taken as sent). */
  readonly trim?: boolean;
}

function baseString({ error, trim = false }: TextOptions) {
  const base = z.string(error === undefined ? undefined : { error });
  return trim ? base.trim() : base;
}

/** A name, an email, a password, a token: one line, no control characters. */
export function singleLineText(options: TextOptions = {}) {
  return baseString(options).regex(SINGLE_LINE_TEXT, VALIDATION_MESSAGES.controlCharacters);
}

/**
 * A bio or a chat message. Windows (CRLF) and old Mac (CR) line breaks become '\n' first, so a
 * client that sends them is not refused for a line break.
 */
export function multilineText(options: TextOptions = {}) {
  return baseString(options)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .regex(MULTILINE_TEXT, VALIDATION_MESSAGES.controlCharacters);
}

/**
 * A person's name: trimmed, in Unicode NFC (so 'é' typed as e + combining accent and 'é' typed as
 * one character are the same name), one line, and no direction overrides.
 */
export function personName(error?: string) {
  return baseString({ error, trim: true })
    .normalize('NFC')
    .regex(SINGLE_LINE_TEXT, VALIDATION_MESSAGES.controlCharacters)
    .regex(NO_DIRECTION_OVERRIDE, VALIDATION_MESSAGES.nameDirectionOverride);
}
