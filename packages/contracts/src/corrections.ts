import { formatCalendarDate, toCalendarDate } from '@starmatch/zodiac/calendar-date';
import { z } from 'zod';
import { SIGNUP_GENDERS } from './constants.js';
import { calendarDateSchema, idSchema, isoDateTimeSchema } from './fields.js';
import { MODERATION_NOTE_MAX_LENGTH } from './safety-limits.js';
import {
  type Clock,
  dateOfBirthIsoSchema,
  dateOfBirthTextSchema,
  dateOfBirthTextToIso,
  fullNameSchema,
  genderSchema,
  parseDateOfBirthText,
} from './signup.js';
import { multilineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Asking for a correction (NZ Privacy Act IPP 7; docs/PRODUCT.md "Correcting your details"): the
// name, date of birth and gender a person signed up with cannot be edited, since the age and the
// sign follow from them and others rely on them. A person asks; a moderator approves or declines.

export const CORRECTION_REASON_MAX_LENGTH = 500;

export const CORRECTION_STATUSES = ['open', 'approved', 'declined'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** The three details a correction can change, as the account holds them. */
export const accountDetailsSchema = z.object({
  fullName: z.string(),
  /** 'YYYY-MM-DD'. */
  dateOfBirth: calendarDateSchema,
  gender: z.enum(SIGNUP_GENDERS),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** What a request asks for: null for a detail it leaves as it is. */
export const requestedDetailsSchema = z.object({
  fullName: z.string().nullable(),
  dateOfBirth: calendarDateSchema.nullable(),
  gender: z.enum(SIGNUP_GENDERS).nullable(),
});
export type RequestedDetails = z.infer<typeof requestedDetailsSchema>;

export const correctionRequestSchema = z.object({
  id: idSchema,
  status: z.enum(CORRECTION_STATUSES),
  requested: requestedDetailsSchema,
  reason: z.string(),
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** GET /api/user/corrections: the details as they are, and the latest request, if any. */
export const correctionStateSchema = z.object({
  current: accountDetailsSchema,
  latest: correctionRequestSchema.nullable(),
});
export type CorrectionState = z.infer<typeof correctionStateSchema>;

const reasonSchema = multilineText({ trim: true, error: VALIDATION_MESSAGES.correctionReason })
  .min(1, VALIDATION_MESSAGES.correctionReason)
  .max(CORRECTION_REASON_MAX_LENGTH, {
    error: VALIDATION_MESSAGES.correctionReasonTooLong,
    abort: true,
  });

/**
 * POST /api/user/corrections: the details to change (each optional, at least one) and why. The
 * date of birth is checked as sign-up checks it (a real day, 18 or over).
 */
export function createCorrectionBodySchema(now?: Clock) {
  return z
    .object({
      fullName: fullNameSchema.optional(),
      dateOfBirth: dateOfBirthIsoSchema(now).optional(),
      gender: genderSchema.optional(),
      reason: reasonSchema,
    })
    .refine(
      (body) =>
        body.fullName !== undefined || body.dateOfBirth !== undefined || body.gender !== undefined,
      { error: VALIDATION_MESSAGES.correctionNothingChanged },
    );
}

export const correctionBodySchema = createCorrectionBodySchema();
export type CorrectionBody = z.infer<typeof correctionBodySchema>;
export type CorrectionBodyInput = z.input<typeof correctionBodySchema>;

/** One open request in the moderators' queue. */
export const adminCorrectionSchema = z.object({
  id: idSchema,
  status: z.enum(CORRECTION_STATUSES),
  person: z.object({ id: idSchema, fullName: z.string() }),
  /** The account's details now. */
  current: accountDetailsSchema,
  requested: requestedDetailsSchema,
  reason: z.string(),
  createdAt: isoDateTimeSchema,
});
export type AdminCorrection = z.infer<typeof adminCorrectionSchema>;

/** GET /api/admin/corrections: the open requests, oldest first. */
export const adminCorrectionsResponseSchema = z.array(adminCorrectionSchema);
export type AdminCorrectionsResponse = z.infer<typeof adminCorrectionsResponseSchema>;

/** How many open requests the queue shows at once. */
export const ADMIN_CORRECTIONS_LIMIT = 100;

export const CORRECTION_DECISIONS = ['approve', 'decline'] as const;
export type CorrectionDecision = (typeof CORRECTION_DECISIONS)[number];

export const correctionIdParamsSchema = z.object({ id: idSchema });

/** POST /api/admin/corrections/:id/decide. */
export const decideCorrectionBodySchema = z.object({
  decision: z.enum(CORRECTION_DECISIONS, { error: VALIDATION_MESSAGES.correctionDecision }),
  /** For the audit log; only moderators see it. */
  note: multilineText({ trim: true })
    .max(MODERATION_NOTE_MAX_LENGTH, {
      error: VALIDATION_MESSAGES.moderationNoteTooLong,
      abort: true,
    })
    .optional(),
});
export type DecideCorrectionBody = z.infer<typeof decideCorrectionBodySchema>;

const CALENDAR_DAY = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1995-03-15' -> '15 March 1995'. */
export function calendarDayText(day: string): string {
  return CALENDAR_DAY.format(new Date(`${day}T00:00:00.000Z`));
}

/** What a request asks for, one line per detail, as the app and the email show it. */
export function requestedDetailLines(requested: RequestedDetails): string[] {
  return [
    requested.fullName === null ? null : `Name: ${requested.fullName}`,
    requested.dateOfBirth === null
      ? null
      : `Date of birth: ${calendarDayText(requested.dateOfBirth)}`,
    requested.gender === null ? null : `Gender: ${requested.gender}`,
  ].filter((line): line is string => line !== null);
}

/** The birthday an API date of birth names: its UTC calendar day, 'YYYY-MM-DD', as sign-up reads it. */
export function birthDayOf(dateOfBirth: string): string {
  return formatCalendarDate(toCalendarDate(dateOfBirth));
}

/**
 * The Settings form: every detail filled in (starting from the account's), the date as
 * 'dd/mm/yyyy' text, and why. correctionFormToBody keeps only what changed.
 */
export function createCorrectionFormSchema(now?: Clock) {
  return z.object({
    fullName: fullNameSchema,
    dateOfBirth: dateOfBirthTextSchema(now),
    gender: genderSchema,
    reason: reasonSchema,
  });
}

export const correctionFormSchema = createCorrectionFormSchema();
export type CorrectionForm = z.infer<typeof correctionFormSchema>;

/** '1996-03-15' -> '15/03/1996', as the form's date field shows it. */
export function calendarDayToText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The request for the details the form changed, or null when it changes none of them (the
 * form then says so, as the API would).
 */
export function correctionFormToBody(
  form: CorrectionForm,
  current: AccountDetails,
): CorrectionBody | null {
  const born = parseDateOfBirthText(form.dateOfBirth);
  const dayChanged =
    born !== null && calendarDayToText(current.dateOfBirth) !== form.dateOfBirth.trim();
  const body: CorrectionBody = {
    ...(form.fullName !== current.fullName ? { fullName: form.fullName } : {}),
    ...(dayChanged ? { dateOfBirth: dateOfBirthTextToIso(form.dateOfBirth) } : {}),
    ...(form.gender !== current.gender ? { gender: form.gender } : {}),
    reason: form.reason,
  };
  const changes = body.fullName ?? body.dateOfBirth ?? body.gender;
  return changes === undefined ? null : body;
}
