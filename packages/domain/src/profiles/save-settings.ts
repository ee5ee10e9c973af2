import type { Settings, UpdateSettingsRequest } from '@starmatch/contracts/settings';
import { savePreferences } from '@starmatch/db/queries/settings';
import type { DomainContext } from '../context.js';
import { requestDeckBuild } from '../matching/request-deck-build.js';

export type SaveSettingsResult = { outcome: 'saved'; preferences: Settings };

/**
 * A person saves their age-range and city preferences. Preferences decide who sees whom, so the
 * save asks for a deck rebuild; it stands even if the rebuild cannot be queued.
 */
export async function saveSettings(
  ctx: DomainContext,
  params: { userId: string; preferences: UpdateSettingsRequest },
): Promise<SaveSettingsResult> {
  const { userId } = params;
  const preferences = await savePreferences(ctx.db, userId, params.preferences);
  await requestDeckBuild(ctx.queue, userId, 'settings_updated', ctx.now().getTime()).catch(
    (error: unknown) => ctx.log.error({ err: error, userId }, 'deck rebuild not requested'),
  );
  return { outcome: 'saved', preferences };
}
