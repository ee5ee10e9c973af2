import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The port it listens on (the configured one, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT), never the public one: the edge
 * routes only the services' public ports, so the figures are for the scraper inside the
 * network alone (infra/README.md "What to monitor"). A plain HTTP server, not Fastify: a
 * scrape must not count itself among the requests it reports.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { host: string; port: number; logger: Logger },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        options.logger.error({ err: error }, 'could not collect the metrics');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  options.logger.info({ port, host: options.host }, 'metrics listening');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's keep-alive connection must not hold the process's shutdown.
        server.closeIdleConnections();
      }),
  };
}
