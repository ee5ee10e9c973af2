import { z } from 'zod';
import { WAITLIST_AGE_GROUPS, WAITLIST_GENDERS } from './constants.js';
import { countResponseSchema, emailSchema } from './fields.js';
import { singleLineText } from './text.js';
import { WAITLIST_VALIDATION } from './validation-messages.js';

/**
 * POST /api/waitlist. The page sends ipAddress empty; the server ignores it and
 * records the address the request came from instead (docs/PRODUCT.md "Privacy").
 */
export const joinWaitlistRequestSchema = z.object({
  email: emailSchema(WAITLIST_VALIDATION.email.description),
  ageGroup: z.enum(WAITLIST_AGE_GROUPS, { error: WAITLIST_VALIDATION.ageGroup.description }),
  gender: z.enum(WAITLIST_GENDERS, { error: WAITLIST_VALIDATION.gender.description }),
  isNzBased: z.boolean({ error: WAITLIST_VALIDATION.isNzBased.description }),
  ipAddress: singleLineText().max(64, { abort: true }).optional(),
  userAgent: singleLineText().max(1024, { abort: true }).optional(),
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

/** GET /api/waitlist/count. */
export const waitlistCountResponseSchema = countResponseSchema;
export type WaitlistCountResponse = z.infer<typeof waitlistCountResponseSchema>;
