import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';

// Safety notices (docs/PRODUCT.md "When a match is removed"): when someone is banned, everyone who
// matched them in the last PAST_MATCHES_DAYS is warned in the app and by email. A notice never
// says who was removed: nothing about the banned account leaves the server.

export const SAFETY_NOTICE_KINDS = ['match_removed'] as const;
export type SafetyNoticeKind = (typeof SAFETY_NOTICE_KINDS)[number];

/** The words of a notice, the same in the app and in the email. */
export const MATCH_REMOVED_NOTICE = {
  title: 'Someone you matched with was removed for breaking our Community Standards',
  advice:
    'If you shared your number or other contact details, consider blocking them there too. If you met in person and something happened that worried you, you can tell us: our safety page says how.',
  emergency: 'If you are in danger right now, call 111.',
} as const;

export const safetyNoticeSchema = z.object({
  id: idSchema,
  kind: z.enum(SAFETY_NOTICE_KINDS),
  createdAt: isoDateTimeSchema,
});
export type SafetyNotice = z.infer<typeof safetyNoticeSchema>;

export const safetyNoticesResponseSchema = z.object({ notices: z.array(safetyNoticeSchema) });
export type SafetyNoticesResponse = z.infer<typeof safetyNoticesResponseSchema>;

export const safetyNoticeParamsSchema = z.object({ id: idSchema });
export type SafetyNoticeParams = z.infer<typeof safetyNoticeParamsSchema>;
