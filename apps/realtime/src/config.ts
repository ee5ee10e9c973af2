import { commaSeparatedList, portNumber } from '@starmatch/service-kit/env-schemas';
import {
  infrastructureConfig,
  infrastructureEnv,
  timeoutMs,
} from '@starmatch/service-kit/infrastructure-env';
import { parseConfig } from '@starmatch/service-kit/parse-config';
import { z } from 'zod';
import { SEND_ANSWER_DEADLINE_MS } from './send-deadline.js';

export const realtimeEnvSchema = z
  .object({
    ...infrastructureEnv,
    PORT: portNumber(3002),
    APP_URL: z.url().default('http://localhost:3000'),
    ALLOWED_ORIGINS: commaSeparatedList(),
    // See SEND_ANSWER_DEADLINE_MS: the SPA's promise that a send is answered within 2 s.
    CHAT_SEND_DEADLINE_MS: timeoutMs(SEND_ANSWER_DEADLINE_MS),
  })
  .transform((env) => ({
    ...infrastructureConfig(env),
    port: env.PORT,
    appUrl: env.APP_URL.replace(/\/$/, ''),
    // The app's own origin is always allowed; others (a separate dev server) must be listed.
    allowedOrigins: [...new Set([new URL(env.APP_URL).origin, ...env.ALLOWED_ORIGINS])],
    sendDeadlineMs: env.CHAT_SEND_DEADLINE_MS,
  }));

export type RealtimeConfig = z.output<typeof realtimeEnvSchema>;

export function loadRealtimeConfig(
  env: Record<string, string | undefined> = process.env,
): RealtimeConfig {
  return parseConfig(realtimeEnvSchema, env);
}
