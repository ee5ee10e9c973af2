import { ageOn } from '@starmatch/zodiac/age';
import type { CalendarDate } from '@starmatch/zodiac/calendar-date';
import { formatCalendarDate, toCalendarDate } from '@starmatch/zodiac/calendar-date';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import { z } from 'zod';
import {
  APP_TIME_ZONE,
  DATE_OF_BIRTH_TEXT_MAX_CHARS,
  FULL_NAME_LIMITS,
  MINIMUM_SIGNUP_AGE,
  PASSWORD_LIMITS,
  SIGNUP_GENDERS,
} from './constants.js';
import { emailSchema } from './fields.js';
import { personName, singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// POST /api/signup and the web form in front of it. The form takes the date of
// birth as 'dd/mm/yyyy' text; the API takes an ISO date-time at UTC midnight of
// that day. Both check that the person is 18 or over on today's date in New
// Zealand; `now` is a parameter so tests can pin the day.

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** Dates before this are typing mistakes, not people. */
const EARLIEST_BIRTH_YEAR = 1900;

function isAdultOn(born: CalendarDate, now: Date): boolean {
  try {
    return ageOn(born, calendarDateIn(APP_TIME_ZONE, now)) >= MINIMUM_SIGNUP_AGE;
  } catch {
    // ageOn throws for a birth date after today: certainly not an adult.
    return false;
  }
}

/** A person's full name, as sign-up and a correction take it. */
export const fullNameSchema = personName(VALIDATION_MESSAGES.fullNameTooShort)
  .min(FULL_NAME_LIMITS.min, VALIDATION_MESSAGES.fullNameTooShort)
  .max(FULL_NAME_LIMITS.max, { error: VALIDATION_MESSAGES.fullNameTooLong, abort: true });

export const genderSchema = z.enum(SIGNUP_GENDERS, { error: VALIDATION_MESSAGES.gender });

const signupPasswordSchema = singleLineText({
  error: VALIDATION_MESSAGES.passwordTooShort,
  allowInvisible: true,
})
  .min(PASSWORD_LIMITS.signupMin, VALIDATION_MESSAGES.passwordTooShort)
  .max(PASSWORD_LIMITS.max, { error: VALIDATION_MESSAGES.passwordTooLong, abort: true });

function birthDateChecks(born: CalendarDate | null, now: Date, ctx: z.RefinementCtx): void {
  if (born === null) return;
  if (born.year < EARLIEST_BIRTH_YEAR) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.dateOfBirthInvalid });
  } else if (!isAdultOn(born, now)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.underage });
  }
}

/** The day these digits name, or null when there is none (31 February, month 13, day 00). */
function realDay(year: string, month: string, day: string): CalendarDate | null {
  try {
    return toCalendarDate({ year: Number(year), month: Number(month), day: Number(day) });
  } catch {
    return null;
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})[Tt]/;
const anyIsoDateTime = z.iso.datetime({ offset: true });

/** Well-formed but for a day that does not exist, e.g. '2001-02-31T00:00:00.000Z'. */
function namesNoRealDay(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  const match = ISO_DAY.exec(input);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  return (
    realDay(year, month, day) === null &&
    anyIsoDateTime.safeParse(`2000-01-01${input.slice(10)}`).success
  );
}

function calendarDateOf(isoDateTime: string): CalendarDate | null {
  try {
    return toCalendarDate(isoDateTime);
  } catch {
    return null;
  }
}

/** The API's date of birth: an ISO date-time whose UTC day is the birthday, of someone 18 or over. */
export function dateOfBirthIsoSchema(now: Clock = systemClock) {
  return z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        namesNoRealDay(issue.input)
          ? VALIDATION_MESSAGES.dateOfBirthNotReal
          : VALIDATION_MESSAGES.dateOfBirthIso,
    })
    .superRefine((value, ctx) => birthDateChecks(calendarDateOf(value), now(), ctx))
    .meta({ description: 'ISO date-time; its UTC calendar date is the date of birth' });
}

export function createSignupRequestSchema(now: Clock = systemClock) {
  return z.object({
    fullName: fullNameSchema,
    dateOfBirth: dateOfBirthIsoSchema(now),
    email: emailSchema(),
    gender: genderSchema,
    password: signupPasswordSchema,
  });
}

/** POST /api/signup, checked against the real clock. */
export const signupRequestSchema = createSignupRequestSchema();
export type SignupRequest = z.infer<typeof signupRequestSchema>;

const DOB_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The calendar date of 'dd/mm/yyyy' text, or null when it is malformed or no such day exists. */
export function parseDateOfBirthText(text: string): CalendarDate | null {
  const match = DOB_TEXT.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return realDay(year, month, day);
}

/** '15/03/1995' -> '1995-03-15T00:00:00.000Z', the form the API takes. Throws for bad text. */
export function dateOfBirthTextToIso(text: string): string {
  const date = parseDateOfBirthText(text);
  if (date === null) throw new InvalidDateOfBirthTextError(text);
  return `${formatCalendarDate(date)}T00:00:00.000Z`;
}

export class InvalidDateOfBirthTextError extends Error {
  override readonly name = 'InvalidDateOfBirthTextError';
  constructor(readonly text: string) {
    super(`${VALIDATION_MESSAGES.dateOfBirthFormat}: ${JSON.stringify(text)}`);
  }
}

/**
 * What the date field shows as the person types: digits only, slashes inserted
 * after the day and the month, cut at 10 characters ('150319' -> '15/03/19').
 */
export function formatDateOfBirthInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('/').slice(0, DATE_OF_BIRTH_TEXT_MAX_CHARS);
}

/** The form's date of birth: 'dd/mm/yyyy' text naming a real day, of someone 18 or over. */
export function dateOfBirthTextSchema(now: Clock = systemClock) {
  return singleLineText({ error: VALIDATION_MESSAGES.dateOfBirthFormat })
    .max(DATE_OF_BIRTH_TEXT_MAX_CHARS, {
      error: VALIDATION_MESSAGES.dateOfBirthFormat,
      abort: true,
    })
    .superRefine((value, ctx) => {
      const born = parseDateOfBirthText(value);
      if (born === null) {
        // Right shape, wrong day (31/02/2001): the format message would send them looking for
        // a mistake they did not make.
        const message = DOB_TEXT.test(value.trim())
          ? VALIDATION_MESSAGES.dateOfBirthNotReal
          : VALIDATION_MESSAGES.dateOfBirthFormat;
        ctx.addIssue({ code: 'custom', message });
        return;
      }
      birthDateChecks(born, now(), ctx);
    });
}

export function createSignupFormSchema(now: Clock = systemClock) {
  return z.object({
    fullName: fullNameSchema,
    dateOfBirth: dateOfBirthTextSchema(now),
    email: emailSchema(),
    gender: genderSchema,
    password: signupPasswordSchema,
  });
}

/** The signup form (dd/mm/yyyy date text), checked against the real clock. */
export const signupFormSchema = createSignupFormSchema();
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The request the form sends once it is valid. */
export function signupFormToRequest(form: SignupForm): SignupRequest {
  return { ...form, dateOfBirth: dateOfBirthTextToIso(form.dateOfBirth) };
}
