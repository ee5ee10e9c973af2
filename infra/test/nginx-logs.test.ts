import { describe, expect, it } from 'vitest';
import { type Directive, parseNginxConf } from './support/nginx-conf.js';
import { readRepoFile } from './support/repo.js';

const conf = parseNginxConf(readRepoFile('infra/nginx.conf'));

/** Every directive at any depth, so an access_log added inside a location is checked too. */
function everywhere(block: Directive[]): Directive[] {
  return block.flatMap((item) => [item, ...everywhere(item.block ?? [])]);
}

const all = everywhere(conf);
const formats = all.filter((item) => item.name === 'log_format');
const accessLogs = all.filter((item) => item.name === 'access_log');

// Variables that carry the query string (reset and cancel tokens, socket tickets, ?email=):
// the request line, the raw URI, the arguments, and the Referer, which holds the page's URL.
const QUERY_VARIABLES =
  /\$\{?(request|request_uri|args|query_string|is_args|arg_[a-z0-9_]+|http_referer)(?![a-z0-9_])/i;

describe('infra/nginx.conf access logs', () => {
  it('defines log formats that leave out the query string', () => {
    expect(formats.length).toBeGreaterThan(0);
    for (const format of formats) {
      const text = format.args.slice(1).join('');
      expect(QUERY_VARIABLES.exec(text)?.[0], format.args[0]).toBeUndefined();
      expect(text, format.args[0]).toContain('$uri');
    }
  });

  it('writes every access log with one of those formats, never the default "combined"', () => {
    const names = new Set(formats.map((format) => format.args[0]));
    expect(accessLogs.length).toBeGreaterThan(0);
    for (const log of accessLogs) {
      const [path, format] = log.args;
      if (path === 'off') continue;
      expect(names.has(format ?? 'combined'), `access_log ${log.args.join(' ')}`).toBe(true);
    }
  });

  it('recognises the variables that leak, and not their harmless neighbours', () => {
    expect(QUERY_VARIABLES.test('"$request"')).toBe(true);
    expect(QUERY_VARIABLES.test(`\${request_uri}`)).toBe(true);
    expect(QUERY_VARIABLES.test('$arg_token')).toBe(true);
    expect(QUERY_VARIABLES.test('$request_time $request_method $uri')).toBe(false);
  });
});
