import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { BUILT_HEADER_FILES, builtHeadersDir } from '@starmatch/security-headers/built-headers';
import type { HeaderList } from '@starmatch/security-headers/security-headers';
import { nginxSentHeaders } from '@starmatch/security-headers/testing-nginx-headers';
import { createProxyServer, type ProxyServer } from 'http-proxy-3';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface Upstreams {
  api: string;
  gateways: string[];
  /** The APP_URL the services were given, which nginx's security headers are worked out for. */
  appUrl: string;
  /** nginx's PHOTO_ORIGIN: where the api redirects photos, when it does (empty by default). */
  photoOrigin?: string;
}

/** What infra/nginx.conf does in production, in the test process: one origin for the browser. */
export interface EdgeProxy {
  origin: string;
  /**
   * Points the proxy at the services. It listens before they start, so they can be given its
   * origin as APP_URL; until then every request answers 502.
   */
  forwardTo(upstreams: Upstreams): void;
  /** WebSocket connections each gateway accepted, in the order forwardTo named them. */
  gatewayConnections(): number[];
  close(): Promise<void>;
}

/** nginx's proxy_set_header lines: overwritten, not appended, so a client cannot spoof its address. */
function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const address = request.socket.remoteAddress ?? '';
  const host = request.headers.host ?? '';
  return {
    'x-real-ip': address,
    'x-forwarded-for': address,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': host,
  };
}

function serveWebApp(webDistDir: string) {
  if (!existsSync(`${webDistDir}/index.html`)) {
    throw new Error(
      `The web app is not built: ${webDistDir}/index.html is missing (run pnpm build).`,
    );
  }
  // Vite fingerprints /assets, so those never change; index.html (every client route) must be
  // revalidated so a deploy is picked up. sirv leaves paths with an extension out of the fallback,
  // so a missing asset is a 404, as nginx's `try_files $uri =404`.
  return sirv(webDistDir, {
    single: true,
    etag: true,
    setHeaders(response, pathname) {
      response.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
}

/**
 * What nginx adds to the answers it makes itself (the SPA, its 404s, /healthz), read from the
 * files the web build generated for nginx, never copied here.
 */
function edgeSecurityHeaders(webDistDir: string): (upstreams: Upstreams) => HeaderList {
  const dir = builtHeadersDir(webDistDir);
  const include = readFileSync(join(dir, BUILT_HEADER_FILES.nginxInclude), 'utf8');
  const appUrlMaps = readFileSync(join(dir, BUILT_HEADER_FILES.nginxAppUrlMaps), 'utf8');
  return ({ appUrl, photoOrigin }) =>
    nginxSentHeaders({ include, appUrlMaps, appUrl, ...(photoOrigin ? { photoOrigin } : {}) });
}

export async function startEdgeProxy(options: {
  webDistDir: string;
  log(line: string): void;
}): Promise<EdgeProxy> {
  const webApp = serveWebApp(options.webDistDir);
  const securityHeadersFor = edgeSecurityHeaders(options.webDistDir);
  let securityHeaders: HeaderList | undefined;
  let api: ProxyServer | undefined;
  let gateways: ProxyServer[] = [];
  let connections: number[] = [];
  let nextGateway = 0;
  // Client sockets whose upgrade went through: an error on those can no longer be answered.
  const upgraded = new WeakSet<Socket>();

  function answerBadGateway(error: Error, request: IncomingMessage, to: ServerResponse | Socket) {
    options.log(`[proxy] 502 ${request.method} ${request.url}: ${error.message}\n`);
    if (to instanceof ServerResponse) {
      if (to.headersSent) to.destroy();
      else to.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway\n');
    } else if (upgraded.has(to) || !to.writable) {
      to.destroy();
    } else {
      to.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    }
  }

  // http-proxy-3 rethrows an error nobody listens for, which would take the test run down.
  function forwarder(target: string): ProxyServer {
    return createProxyServer({ target, ws: true }).on('error', answerBadGateway);
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://proxy');
    if (!api || !securityHeaders) {
      return answerBadGateway(new Error('not pointed at the services yet'), request, response);
    }
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
      // The api sends its own security headers: nginx adds none to what it forwards.
      return api.web(request, response, { headers: forwardedHeaders(request) });
    }
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    if (pathname === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    } else {
      webApp(request, response, () => {
        response.writeHead(404).end();
      });
    }
  });

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://proxy');
    if (pathname !== '/ws') return socket.destroy();
    if (gateways.length === 0)
      return answerBadGateway(new Error('no gateway yet'), request, socket);
    // Round robin per connection, so the sockets of one test spread over both gateways.
    const gateway = gateways[nextGateway++ % gateways.length];
    gateway?.ws(request, socket, head, { headers: forwardedHeaders(request) });
  });

  // Every client socket, upgraded ones included, so close() does not wait on a browser.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    forwardTo(upstreams) {
      securityHeaders = securityHeadersFor(upstreams);
      api = forwarder(upstreams.api);
      connections = upstreams.gateways.map(() => 0);
      gateways = upstreams.gateways.map((target, index) => {
        const proxy = forwarder(target);
        proxy.on('proxyReqWs', (proxyRequest, _request, socket) => {
          proxyRequest.once('upgrade', () => {
            upgraded.add(socket);
            connections[index] = (connections[index] ?? 0) + 1;
          });
        });
        return proxy;
      });
    },
    gatewayConnections: () => [...connections],
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
