import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCompose } from './support/compose.js';
import { argsOf, finalStage, parseCopyArgs, parseDockerfile } from './support/dockerfile.js';
import { blockOf, children, parseNginxConf, single } from './support/nginx-conf.js';
import { EDGE_SCRIPT, runEdgeScript } from './support/nginx-edge.js';
import { readRepoFile } from './support/repo.js';

// infra/nginx-edge.sh writes what differs between deployments (resolver, upstreams, trusted
// balancers) for nginx.conf to include. It runs here as the image's entrypoint runs it.

function lines(env: Record<string, string>, nameservers?: readonly string[]): string[] {
  const run = runEdgeScript(env, nameservers);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.conf.map((item) =>
    [
      item.name,
      ...item.args,
      ...(item.block ?? []).flatMap((inner) => [inner.name, ...inner.args]),
    ].join(' '),
  );
}

describe('infra/nginx-edge.sh', () => {
  it('by default resolves through the container’s nameservers and names the compose services', () => {
    expect(lines({})).toEqual([
      'resolver 127.0.0.11 valid=10s ipv6=off',
      'map $host $api_upstream default http://api:3001',
      'map $host $realtime_upstream default http://realtime:3002',
    ]);
    // Kubernetes' cluster DNS, or several servers with an IPv6 one, from resolv.conf.
    expect(lines({}, ['10.96.0.10', 'fd00::53'])[0]).toBe(
      'resolver 10.96.0.10 [fd00::53] valid=10s ipv6=off',
    );
  });

  it('takes the resolver and the upstreams from the environment', () => {
    expect(
      lines({
        EDGE_RESOLVER: '10.0.0.2:5353',
        EDGE_API_UPSTREAM: 'api.starmatch.svc.cluster.local:3001',
        EDGE_REALTIME_UPSTREAM: 'realtime.starmatch.svc.cluster.local:3002',
      }),
    ).toEqual([
      'resolver 10.0.0.2:5353 valid=10s ipv6=off',
      'map $host $api_upstream default http://api.starmatch.svc.cluster.local:3001',
      'map $host $realtime_upstream default http://realtime.starmatch.svc.cluster.local:3002',
    ]);
  });

  it('believes X-Forwarded-For from exactly the balancers EDGE_TRUSTED_PROXIES lists', () => {
    const written = lines({ EDGE_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32' });
    expect(written.filter((line) => line.startsWith('set_real_ip_from'))).toEqual([
      'set_real_ip_from 10.0.0.0/8',
      'set_real_ip_from 192.0.2.7',
      'set_real_ip_from 2001:db8::/32',
    ]);
    expect(lines({}).some((line) => line.startsWith('set_real_ip_from'))).toBe(false);
  });

  it('refuses, and writes nothing, for a value that could end a directive or open a block', () => {
    const bad = {
      EDGE_TRUSTED_PROXIES: '10.0.0.0/8;allow all',
      EDGE_API_UPSTREAM: 'api:3001; }',
      EDGE_REALTIME_UPSTREAM: 'realtime',
      EDGE_RESOLVER: '10.0.0.2;',
    };
    for (const [name, value] of Object.entries(bad)) {
      const run = runEdgeScript({ [name]: value });
      expect([run.status, run.conf], name).toEqual([1, []]);
      expect(run.stderr, name).toContain(`${name} is not valid`);
    }
    const none = runEdgeScript({}, []);
    expect([none.status, none.stderr.includes('no EDGE_RESOLVER')]).toEqual([1, true]);
  });

  it('lets PHOTO_ORIGIN through when it is an origin, writing nothing for it', () => {
    for (const origin of [
      'https://starmatch-photos.s3.ap-southeast-2.amazonaws.com',
      'https://cdn.example.nz:8443',
      'http://127.0.0.1:9000',
      'http://[::1]:9000',
    ]) {
      expect(lines({ PHOTO_ORIGIN: origin }), origin).toEqual(lines({}));
    }
  });

  it('refuses a PHOTO_ORIGIN that is more than an origin, saying what it must be', () => {
    for (const origin of [
      'https://cdn.example.nz/',
      'https://cdn.example.nz/photos',
      'cdn.example.nz',
      'ftp://cdn.example.nz',
      'https://cdn.example.nz";',
      "https://cdn.example.nz 'unsafe-inline'",
    ]) {
      const run = runEdgeScript({ PHOTO_ORIGIN: origin });
      expect([run.status, run.conf], origin).toEqual([1, []]);
      expect(run.stderr, origin).toBe(
        `nginx-edge.sh: PHOTO_ORIGIN is not valid: '${origin}' (an origin only: scheme://host[:port], no path, not even a trailing /)\n`,
      );
    }
  });

  it('is where the image’s entrypoint runs it, and writes the file nginx.conf includes', () => {
    const runtime = finalStage(parseDockerfile(readRepoFile('infra/Dockerfile.web')));
    const copy = argsOf(runtime, 'COPY').find(
      (args) => parseCopyArgs(args).sources[0] === EDGE_SCRIPT,
    );
    expect(copy?.split(/\s+/)[0]).toBe('--chmod=755');
    const destination = parseCopyArgs(copy ?? '').destination;
    // The nginx image's entrypoint runs the executable /docker-entrypoint.d/*.sh before nginx.
    expect(posix.dirname(destination)).toBe('/docker-entrypoint.d');
    expect(destination.endsWith('.sh')).toBe(true);
    const written = /EDGE_CONF_FILE:-([^}]+)\}/.exec(readRepoFile(EDGE_SCRIPT))?.[1];
    const http = blockOf(single(parseNginxConf(readRepoFile('infra/nginx.conf')), 'http'));
    expect(written).toBe('/tmp/nginx-edge.conf');
    expect(children(http, 'include').map((item) => item.args)).toContainEqual([written]);
  });

  it('is given the trusted balancers by the compose proxy, from the shell', () => {
    const { services } = loadCompose();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's interpolation, as written.
    expect(services.proxy?.environment?.EDGE_TRUSTED_PROXIES).toBe('${EDGE_TRUSTED_PROXIES:-}');
  });
});
