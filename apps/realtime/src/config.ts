import { commaSeparatedList, portNumber } from '@starmatch/service-kit/env-schemas';
import {
  infrastructureConfig,
  infrastructureEnv,
  timeoutMs,
} from '@starmatch/service-kit/infrastructure-env';
import { checkMetricsPort, metricsConfig, metricsEnv } from '@starmatch/service-kit/metrics-env';
import { parseConfig } from '@starmatch/service-kit/parse-config';
import { checkRedisTarget } from '@starmatch/service-kit/redis-env';
import { checkTracingEnv, tracingConfig, tracingEnv } from '@starmatch/service-kit/tracing-env';
import { trustProxySetting } from '@starmatch/service-kit/trust-proxy';
import { z } from 'zod';
import { SEND_ANSWER_DEADLINE_MS } from './send-deadline.js';

/** How often every open socket's session and standing are read again: docs/ARCHITECTURE.md "Realtime". */
export const SOCKET_SESSION_CHECK_MS = 60_000;
/** Socket upgrades one client address may ask for in a minute; a page load opens one or two. */
export const WS_UPGRADES_PER_MINUTE = 60;
/**
 * How long a gateway that is stopping spreads its sockets' closes over, so their reconnects
 * (each a ticket write) reach the other gateways as a trickle: docs/ARCHITECTURE.md "Rolling restarts".
 */
export const GATEWAY_DRAIN_WINDOW_MS = 10_000;

export const realtimeEnvSchema = z
  .object({
    ...infrastructureEnv,
    ...metricsEnv,
    ...tracingEnv,
    PORT: portNumber(3002),
    APP_URL: z.url().default('http://localhost:3000'),
    ALLOWED_ORIGINS: commaSeparatedList(),
    // See SEND_ANSWER_DEADLINE_MS: the SPA's promise that a send is answered within 2 s.
    CHAT_SEND_DEADLINE_MS: timeoutMs(SEND_ANSWER_DEADLINE_MS),
    // As for the api: docs/ARCHITECTURE.md "Client addresses".
    TRUST_PROXY: trustProxySetting(),
    // The longest an open socket outlives its session (sign-out, reset, suspension, expiry)
    // when the bus event that closes it at once is lost; one query per gateway per interval.
    SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(10).default(SOCKET_SESSION_CHECK_MS),
    WS_UPGRADES_PER_MINUTE: z.coerce.number().int().min(1).default(WS_UPGRADES_PER_MINUTE),
    // 0 closes every socket at once. The process forces its exit this long plus 15 s after
    // SIGTERM, so the orchestrator's grace period must be longer still.
    GATEWAY_DRAIN_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(10 * 60_000)
      .default(GATEWAY_DRAIN_WINDOW_MS),
  })
  .superRefine(checkRedisTarget)
  .superRefine(checkMetricsPort)
  .superRefine(checkTracingEnv)
  .transform((env) => ({
    ...infrastructureConfig(env),
    ...metricsConfig(env),
    tracing: tracingConfig(env, 'starmatch-realtime'),
    port: env.PORT,
    appUrl: env.APP_URL.replace(/\/$/, ''),
    // The app's own origin is always allowed; others (a separate dev server) must be listed.
    allowedOrigins: [...new Set([new URL(env.APP_URL).origin, ...env.ALLOWED_ORIGINS])],
    sendDeadlineMs: env.CHAT_SEND_DEADLINE_MS,
    trustProxy: env.TRUST_PROXY,
    sessionCheckMs: env.SOCKET_SESSION_CHECK_MS,
    upgradesPerMinute: env.WS_UPGRADES_PER_MINUTE,
    drainWindowMs: env.GATEWAY_DRAIN_WINDOW_MS,
  }));

export type RealtimeConfig = z.output<typeof realtimeEnvSchema>;

export function loadRealtimeConfig(
  env: Record<string, string | undefined> = process.env,
): RealtimeConfig {
  return parseConfig(realtimeEnvSchema, env);
}
