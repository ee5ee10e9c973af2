import { z } from 'zod';
import { CITIES, SETTINGS_AGE_RANGES } from './constants.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// GET and PATCH /api/settings. An empty list means "no restriction" for that
// dimension (docs/PRODUCT.md "Visibility").

function uniqueList<T extends z.ZodType>(item: T) {
  return z.array(item).refine((values) => new Set(values).size === values.length, {
    message: VALIDATION_MESSAGES.duplicatePreference,
  });
}

export const settingsSchema = z.object({
  preferredAgeRanges: uniqueList(
    z.enum(SETTINGS_AGE_RANGES, { error: VALIDATION_MESSAGES.preferredAgeRange }),
  ),
  preferredCities: uniqueList(z.enum(CITIES, { error: VALIDATION_MESSAGES.preferredCity })),
  /**
   * Hides the person's read receipts and activity ('Seen', 'Online', 'Active 5m ago') from
   * their matches, and theirs from the person, both ways (docs/ARCHITECTURE.md "Read receipts
   * and presence").
   */
  hideActivity: z.boolean({ error: VALIDATION_MESSAGES.hideActivity }),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * PATCH /api/settings sends both lists, as the settings page does on every toggle, and
 * `hideActivity` when it changes (left as it is when omitted).
 */
export const updateSettingsRequestSchema = settingsSchema.extend({
  hideActivity: settingsSchema.shape.hideActivity.optional(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;
