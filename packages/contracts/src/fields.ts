import { z } from 'zod';
import { EMAIL_MAX_CHARS, IMAGE_URL_MAX_CHARS } from './constants.js';
import { singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Field schemas shared by several areas. They use checks (trim, lowercase,
// regex) rather than transforms so every schema still converts to JSON Schema
// for the OpenAPI document.

/** Trimmed and lowercased before it is checked, so 'Ana@X.nz ' and 'ana@x.nz' are one address. */
export function emailSchema(message: string = VALIDATION_MESSAGES.email) {
  return singleLineText({ error: message, trim: true })
    .toLowerCase()
    .max(EMAIL_MAX_CHARS, { error: VALIDATION_MESSAGES.emailTooLong, abort: true })
    .regex(z.regexes.email, message);
}

export const idSchema = z.uuid({ error: VALIDATION_MESSAGES.uuid });

/** An instant as an ISO 8601 string with Z or an offset, e.g. '2025-06-01T09:30:00.000Z'. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date 'YYYY-MM-DD' (dates of birth are days, not instants). */
export const calendarDateSchema = z.iso.date();

/**
 * An absolute http(s) URL with a host, or a path on this origin; no whitespace anywhere. The
 * first character after the scheme (or the leading slash) is matched on its own, so no two
 * quantifiers can share a character and the pattern runs in linear time on any input: the
 * earlier `[^\s/]+[^\s]*` backtracked quadratically on a long URL ending in a space.
 */
const IMAGE_URL = /^(?:https?:\/\/|\/)[^\s/][^\s]*$/;

/**
 * Where an image can be fetched: an absolute http(s) URL, or a path on this origin such as
 * '/uploads/profiles/<userId>/<photoId>.webp' as the upload call returns. The length check
 * aborts, so an over-long value is refused before the pattern reads it.
 */
export const imageUrlSchema = singleLineText({ error: VALIDATION_MESSAGES.imageUrl })
  .max(IMAGE_URL_MAX_CHARS, { error: VALIDATION_MESSAGES.imageUrl, abort: true })
  .regex(IMAGE_URL, VALIDATION_MESSAGES.imageUrl);

export const countResponseSchema = z.object({ count: z.int().nonnegative() });
export type CountResponse = z.infer<typeof countResponseSchema>;

/** The body of calls whose only answer is a sentence for the person, e.g. signup or logout. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
