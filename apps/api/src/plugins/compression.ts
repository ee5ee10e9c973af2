import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses JSON answers on the fly (brotli at the library's fast default, else gzip) for an API
 * that serves the SPA itself, as `pnpm start` does: nothing in front of it compresses, and a
 * signed-in first screen's candidates alone are 23 KB, under 5 KB compressed. Behind the edge
 * (infra/nginx.conf) the edge does it. The SPA's own files are compressed at build time and
 * served as they are; photos are already compressed and pass through.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
}
