import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { adminReportSchema } from './moderation.js';
import { MODERATION_NOTE_MAX_LENGTH } from './safety-limits.js';
import { multilineText, singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Appealing a suspension or ban (docs/PRODUCT.md "Appeals"): the email of the sanction and the
// sign-in refusal carry a signed token; with it, and without signing in, the person reads what
// stands against them and files one appeal, which a moderator other than the first one decides.

/** The sanctions a person can appeal: the report actions that keep them out. */
export const APPEAL_SANCTIONS = ['suspend', 'ban'] as const;
export type AppealSanction = (typeof APPEAL_SANCTIONS)[number];

export const APPEAL_STATUSES = ['open', 'upheld', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_DECISIONS = ['uphold', 'reject'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** Enough to say what happened and why it was wrong; short of an essay a moderator cannot weigh. */
export const APPEAL_TEXT_LIMITS = { min: 20, max: 2000 } as const;

/** Our tokens are 88 characters; anything past a path segment's 100 is not one. */
export const APPEAL_TOKEN_MAX_LENGTH = 100;

/** How many open appeals GET /api/admin/appeals answers. */
export const ADMIN_APPEALS_LIMIT = 100;

const tokenSchema = singleLineText({ error: VALIDATION_MESSAGES.appealToken })
  .min(1, VALIDATION_MESSAGES.appealToken)
  .max(APPEAL_TOKEN_MAX_LENGTH, { error: VALIDATION_MESSAGES.appealToken, abort: true });

export const appealTokenParamsSchema = z.object({ token: tokenSchema });
export type AppealTokenParams = z.infer<typeof appealTokenParamsSchema>;

/** The person's appeal of the sanction, once filed. */
export const appealStateSchema = z.object({
  status: z.enum(APPEAL_STATUSES),
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
});
export type AppealState = z.infer<typeof appealStateSchema>;

/** GET /api/appeals/:token: the sanction the token names, as it stands, and its appeal if any. */
export const appealSummarySchema = z.object({
  sanction: z.enum(APPEAL_SANCTIONS),
  /** When a suspension ends; null for a ban. */
  until: isoDateTimeSchema.nullable(),
  appeal: appealStateSchema.nullable(),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const fileAppealBodySchema = z.object({
  token: tokenSchema,
  text: multilineText({ trim: true, error: VALIDATION_MESSAGES.appealTextTooShort })
    .min(APPEAL_TEXT_LIMITS.min, VALIDATION_MESSAGES.appealTextTooShort)
    .max(APPEAL_TEXT_LIMITS.max, { error: VALIDATION_MESSAGES.appealTextTooLong, abort: true }),
});
export type FileAppealBody = z.infer<typeof fileAppealBodySchema>;
export type FileAppealBodyInput = z.input<typeof fileAppealBodySchema>;

const personRefSchema = z.object({ id: idSchema.nullable(), fullName: z.string() });

/** One appeal as the moderators' queue shows it, beside the report that led to the sanction. */
export const adminAppealSchema = z.object({
  id: idSchema,
  status: z.enum(APPEAL_STATUSES),
  sanction: z.enum(APPEAL_SANCTIONS),
  text: z.string(),
  createdAt: isoDateTimeSchema,
  person: personRefSchema,
  /** The original report with its evidence; null once the report is gone. */
  report: adminReportSchema.nullable(),
  decision: z
    .object({
      decidedAt: isoDateTimeSchema,
      moderator: personRefSchema,
      note: z.string().nullable(),
    })
    .nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

/** Open appeals first, oldest first. */
export const adminAppealsResponseSchema = z.array(adminAppealSchema);
export type AdminAppealsResponse = z.infer<typeof adminAppealsResponseSchema>;

export const appealIdParamsSchema = z.object({ id: idSchema });
export type AppealIdParams = z.infer<typeof appealIdParamsSchema>;

export const decideAppealBodySchema = z.object({
  decision: z.enum(APPEAL_DECISIONS, { error: VALIDATION_MESSAGES.appealDecision }),
  note: multilineText({ trim: true })
    .max(MODERATION_NOTE_MAX_LENGTH, {
      error: VALIDATION_MESSAGES.moderationNoteTooLong,
      abort: true,
    })
    .optional(),
});
export type DecideAppealBody = z.infer<typeof decideAppealBodySchema>;
export type DecideAppealBodyInput = z.input<typeof decideAppealBodySchema>;
