import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA and answers any other GET that wants HTML with index.html, so client-side
 * routes survive a reload. Vite fingerprints everything under /assets, which may be cached forever;
 * index.html must be revalidated so a deploy is picked up.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(`The web app is not built: ${distDir}/index.html is missing (run pnpm build).`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // setHeaders decides instead: fastify-static's default would make index.html cacheable.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
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
      .code(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
