import { z } from 'zod';
import { LAUNCH_MODES } from './constants.js';

/** GET /api/app-config: what the anonymous `/` shows, set by LAUNCH_MODE on the server. */
export const appConfigResponseSchema = z.object({ launchMode: z.enum(LAUNCH_MODES) });
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
