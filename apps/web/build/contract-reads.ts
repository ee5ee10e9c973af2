import { metaRoutes } from '@starmatch/contracts/api-routes-meta';
import { waitlistRoutes } from '@starmatch/contracts/api-routes-waitlist';
import type { Plugin } from 'vite';
import { toJSONSchema } from 'zod';
import { assertSupportedShape } from '../src/lib/json-shape';

/** The reads the landing page makes before anyone acts, which must not wait for zod. */
const READS = {
  appConfigRead: metaRoutes.getAppConfig,
  waitlistCountRead: waitlistRoutes.getWaitlistCount,
};

export const CONTRACT_READS_MODULE = 'virtual:contract-reads';
const RESOLVED_ID = `\0${CONTRACT_READS_MODULE}`;

/**
 * `virtual:contract-reads`: each read's method and path, and its response schema as JSON Schema,
 * written from the contract at build time, for src/lib/json-shape.ts to check answers with. zod
 * and the contracts' schemas (a fifth of the landing page's JavaScript) then load only once the
 * person sends a form.
 */
export function contractReads(): Plugin {
  return {
    name: 'starmatch:contract-reads',
    resolveId: (id) => (id === CONTRACT_READS_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return Object.entries(READS)
        .map(([name, route]) => {
          // What arrives: a strict or loose object would carry `additionalProperties`, which
          // assertSupportedShape refuses, so every object here strips unknown keys as zod does.
          const shape = toJSONSchema(route.response, { io: 'input' });
          assertSupportedShape(shape, name);
          const read = { method: route.method, path: route.path, shape };
          return `export const ${name} = ${JSON.stringify(read)};`;
        })
        .join('\n');
    },
  };
}
