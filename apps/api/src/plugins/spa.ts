import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { ERROR_STATUS } from '@starmatch/contracts/errors';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA and answers any other GET that wants HTML with index.html, so client-side
 * routes survive a reload. Vite fingerprints everything under /assets, which may be cached forever;
 * index.html must be revalidated so a deploy is picked up. The build writes a `.br` and a `.gz` of
 * each text file, sent to browsers that accept them instead of compressing on every request.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(`The web app is not built: ${distDir}/index.html is missing (run pnpm build).`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are only ever sent in place of their original.
    globIgnore: ['**/*.br', '**/*.gz'],
    // setHeaders decides instead: fastify-static's default would make index.html cacheable.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      // Caches must keep the compressed and the plain copy apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.sendFile('index.html');
    return reply
      .code(ERROR_STATUS.NOT_FOUND)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
