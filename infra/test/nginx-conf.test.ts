import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCompose } from './support/compose.js';
import { argsOf, finalStage, parseCopyArgs, parseDockerfile } from './support/dockerfile.js';
import { httpProbe } from './support/healthcheck.js';
import { blockOf, children, type Directive, parseNginxConf, single } from './support/nginx-conf.js';
import { runEdgeScript } from './support/nginx-edge.js';
import { readRepoFile } from './support/repo.js';

const conf = parseNginxConf(readRepoFile('infra/nginx.conf'));
const http = blockOf(single(conf, 'http'));
const server = blockOf(single(http, 'server'));
const locations = new Map(
  children(server, 'location').map((item) => [item.args.join(' '), blockOf(item)]),
);
const { services } = loadCompose();

function location(key: string): Directive[] {
  const block = locations.get(key);
  if (block === undefined) throw new Error(`no location ${key}`);
  return block;
}

function argsIn(block: Directive[], name: string): string[][] {
  return children(block, name).map((item) => item.args);
}

/** What infra/nginx-edge.sh writes in the compose proxy, where no EDGE_* variable is set. */
const edgeDefaults = runEdgeScript({}).conf;

/**
 * The service and port a location forwards to, read through the variable the edge file's map
 * sets (by default, in compose).
 */
function upstreamOf(key: string): { service: string; port: number } {
  const [target = ''] = single(location(key), 'proxy_pass').args;
  // A variable makes nginx resolve the name per request, so scaled copies are used.
  expect(target.startsWith('$'), key).toBe(true);
  const map = children(edgeDefaults, 'map').find((item) => item.args[1] === target);
  const url = new URL(map?.block?.find((item) => item.name === 'default')?.args[0] ?? '');
  return { service: url.hostname, port: Number(url.port) };
}

/** The headers a location sends upstream: its own, or the server's when it sets none. */
function proxyHeaders(block: Directive[]): Map<string, string> {
  const own = argsIn(block, 'proxy_set_header');
  const effective = own.length > 0 ? own : argsIn(server, 'proxy_set_header');
  return new Map(effective.map(([name = '', value = '']) => [name.toLowerCase(), value]));
}

function seconds(value: string): number {
  const match = /^(\d+)(s|m|h)?$/.exec(value);
  const unit = { s: 1, m: 60, h: 3600 }[match?.[2] ?? 's'] ?? 1;
  return Number(match?.[1] ?? Number.NaN) * unit;
}

describe('infra/nginx.conf', () => {
  it('has exactly the routes the app needs', () => {
    expect([...locations.keys()]).toEqual([
      '= /healthz',
      '/api/',
      '/uploads/',
      '= /ws',
      '/assets/',
      '= /index.html',
      '/',
    ]);
  });

  it('forwards /api and /uploads to the api and /ws to realtime, on the ports they listen on', () => {
    const routes = { '/api/': 'api', '/uploads/': 'api', '= /ws': 'realtime' };
    for (const [key, service] of Object.entries(routes)) {
      expect(upstreamOf(key), key).toEqual({
        service,
        port: Number(services[service]?.environment?.PORT),
      });
    }
  });

  it('takes its resolver from the edge file, not a fixed address', () => {
    expect(children(http, 'resolver')).toEqual([]);
    expect(single(edgeDefaults, 'resolver').args).toEqual(['127.0.0.11', 'valid=10s', 'ipv6=off']);
  });

  it('takes the client address from X-Forwarded-For only from the trusted balancers', () => {
    expect(argsIn(http, 'real_ip_header')).toEqual([['X-Forwarded-For']]);
    expect(argsIn(http, 'real_ip_recursive')).toEqual([['on']]);
    // Which peers are trusted is the deployment's (EDGE_TRUSTED_PROXIES), never fixed here.
    const everywhere = (block: Directive[]): Directive[] =>
      block.flatMap((item) => [item, ...everywhere(item.block ?? [])]);
    expect(everywhere(conf).filter((item) => item.name === 'set_real_ip_from')).toEqual([]);
  });

  it('sends every upstream the client address real_ip settled on, and a request id', () => {
    for (const key of ['/api/', '/uploads/', '= /ws']) {
      const headers = proxyHeaders(location(key));
      // Overwritten, not appended to: what a client wrote into the header never reaches the api.
      expect(headers.get('x-forwarded-for'), key).toBe('$remote_addr');
      expect(headers.get('x-real-ip'), key).toBe('$remote_addr');
      expect(headers.get('x-request-id'), key).toBe('$edge_request_id');
    }
    const map = children(http, 'map').find((item) => item.args[1] === '$edge_request_id');
    expect(map?.args[0]).toBe('$http_x_request_id');
    expect(map?.block?.map((item) => [item.name, ...item.args])).toEqual([
      ['default', '$request_id'],
      ['~^[A-Za-z0-9._:-]{1,128}$', '$http_x_request_id'],
    ]);
  });

  it('has room for thousands of WebSockets, each holding two connections', () => {
    const events = blockOf(single(conf, 'events'));
    const connections = Number(single(events, 'worker_connections').args[0]);
    const files = Number(single(conf, 'worker_rlimit_nofile').args[0]);
    expect(connections).toBeGreaterThanOrEqual(16_384);
    expect(files).toBeGreaterThanOrEqual(2 * connections);
    // The unprivileged nginx user can raise its soft limit only up to the container's hard one.
    const nofile = services.proxy?.ulimits?.nofile;
    expect(nofile).toEqual({ soft: expect.any(Number), hard: expect.any(Number) });
    expect((nofile as { hard: number }).hard).toBeGreaterThanOrEqual(files);
  });

  it('upgrades /ws to a WebSocket and keeps quiet sockets open for an hour', () => {
    const ws = location('= /ws');
    expect(argsIn(ws, 'proxy_http_version')).toEqual([['1.1']]);
    expect(argsIn(ws, 'proxy_set_header')).toContainEqual(['Upgrade', '$http_upgrade']);
    expect(argsIn(ws, 'proxy_set_header')).toContainEqual(['Connection', '$connection_upgrade']);
    const map = children(http, 'map').find(
      (item) => item.args.join(' ') === '$http_upgrade $connection_upgrade',
    );
    expect(map?.block?.map((item) => [item.name, ...item.args])).toEqual([
      ['default', 'upgrade'],
      ['', 'close'],
    ]);
    expect(seconds(single(ws, 'proxy_read_timeout').args[0] ?? '')).toBeGreaterThanOrEqual(3600);
    // A draining gateway refuses upgrades with 503 (docs/ARCHITECTURE.md "Rolling restarts").
    expect(argsIn(ws, 'proxy_next_upstream')).toEqual([['error', 'timeout', 'http_503']]);
  });

  it('falls back to index.html for client-side routes, from where the image puts the SPA', () => {
    expect(argsIn(location('/'), 'try_files')).toEqual([['$uri', '$uri/', '/index.html']]);
    const spaCopy = argsOf(
      finalStage(parseDockerfile(readRepoFile('infra/Dockerfile.web'))),
      'COPY',
    )
      .map(parseCopyArgs)
      .find((copy) => copy.from === 'build');
    expect(single(server, 'root').args).toEqual([spaCopy?.destination]);
  });

  it('lets uploads up to the 5MB photo limit through to the api', () => {
    const [size = ''] = single(server, 'client_max_body_size').args;
    expect(Number.parseInt(size, 10) * 1024 * 1024).toBeGreaterThan(5 * 1024 * 1024);
    expect(size.endsWith('m')).toBe(true);
  });

  it('listens on the port compose publishes, and answers the proxy health check itself', () => {
    const [, containerPort] = services.proxy?.ports?.[0]?.split(':') ?? [];
    expect(single(server, 'listen').args).toEqual([containerPort]);
    const probe = httpProbe('proxy', services.proxy ?? {});
    expect(probe).toEqual({ program: 'curl', port: Number(containerPort), path: '/healthz' });
    expect(argsIn(location(`= ${probe.path}`), 'return')).toEqual([['200', 'ok\n']]);
  });

  it('adds the generated security headers to every answer it makes itself, none to proxied ones', () => {
    const include = ['/etc/nginx/security-headers.conf'];
    for (const [key, block] of locations) {
      if (children(block, 'proxy_pass').length > 0) {
        // The api and the gateway send their own: added here too, they would arrive twice.
        expect(argsIn(block, 'include'), key).toEqual([]);
        expect(argsIn(block, 'add_header'), key).toEqual([]);
      } else {
        expect(argsIn(block, 'include'), key).toContainEqual(include);
      }
    }
    // A server-level add_header would be inherited by the proxied locations.
    expect(children(server, 'add_header')).toEqual([]);
    expect(children(http, 'add_header')).toEqual([]);
    const copied = argsOf(finalStage(parseDockerfile(readRepoFile('infra/Dockerfile.web'))), 'COPY')
      .map(parseCopyArgs)
      .find((copy) => copy.sources[0]?.endsWith('/security-headers.conf'));
    expect(copied?.destination).toBe(include[0]);
  });

  it('reads the APP_URL maps the image writes under /tmp at start, and the image puts them there', () => {
    const mapsFile =
      argsIn(http, 'include')
        .flat()
        .find((path) => path.startsWith('/tmp/') && path !== '/tmp/nginx-edge.conf') ?? '';
    expect(argsIn(http, 'include')).toEqual([
      ['/etc/nginx/mime.types'],
      ['/tmp/nginx-edge.conf'],
      [mapsFile],
    ]);
    const runtime = finalStage(parseDockerfile(readRepoFile('infra/Dockerfile.web')));
    const env = new Map(
      argsOf(runtime, 'ENV')
        .flatMap((args) => args.split(' '))
        .map((pair) => pair.split('=') as [string, string]),
    );
    // The nginx image's entrypoint runs envsubst on /etc/nginx/templates/<name>.template into
    // NGINX_ENVSUBST_OUTPUT_DIR/<name>, replacing only the variables NGINX_ENVSUBST_FILTER names.
    expect(env.get('NGINX_ENVSUBST_OUTPUT_DIR')).toBe(posix.dirname(mapsFile));
    expect(env.get('NGINX_ENVSUBST_FILTER')).toBe('APP_URL|PHOTO_ORIGIN');
    // A variable the environment lacks would be left as `${PHOTO_ORIGIN}`, which nginx refuses.
    expect(env.get('PHOTO_ORIGIN')).toBe('');
    const templates = argsOf(runtime, 'COPY')
      .map(parseCopyArgs)
      .map((copy) => copy.destination)
      .filter((destination) => destination.startsWith('/etc/nginx/templates/'));
    expect(templates).toEqual([`/etc/nginx/templates/${posix.basename(mapsFile)}.template`]);
    expect(services.proxy?.environment?.APP_URL).toBe(services.api?.environment?.APP_URL);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's interpolation, as written.
    expect(services.proxy?.environment?.PHOTO_ORIGIN).toBe('${PHOTO_ORIGIN:-}');
  });

  it('writes only under /tmp, so it runs as the unprivileged nginx user', () => {
    const paths = [
      ...argsIn(conf, 'pid'),
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].flatMap((kind) =>
        argsIn(http, `${kind}_temp_path`),
      ),
    ].map(([path]) => path);
    expect(paths).toHaveLength(6);
    for (const path of paths) expect(path?.startsWith('/tmp/'), path).toBe(true);
    expect(children(conf, 'user')).toEqual([]);
  });
});
