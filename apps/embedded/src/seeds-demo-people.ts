import type { EmbeddedConfig } from './config.js';
import { isLoopbackHost } from './loopback-host.js';

/**
 * Whether this start seeds the demo people (README "Demo accounts"): only on a loopback address,
 * since their password is published and from other machines anyone could sign in as any of them.
 */
export function seedsDemoPeople(config: Pick<EmbeddedConfig, 'seedDemo' | 'host'>): boolean {
  return config.seedDemo && isLoopbackHost(config.host);
}
