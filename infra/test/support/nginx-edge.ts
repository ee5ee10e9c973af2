import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Directive, parseNginxConf } from './nginx-conf.js';
import { repoRoot } from './repo.js';

export const EDGE_SCRIPT = 'infra/nginx-edge.sh';

export interface EdgeScriptRun {
  status: number | null;
  stderr: string;
  /** The file it wrote, parsed; empty when it wrote none. */
  conf: Directive[];
}

/**
 * Runs infra/nginx-edge.sh as the image's entrypoint does, with only `env` and a resolv.conf of
 * `nameservers`, writing into a folder of its own.
 */
export function runEdgeScript(
  env: Record<string, string>,
  nameservers: readonly string[] = ['127.0.0.11'],
): EdgeScriptRun {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-edge-'));
  try {
    const resolvConf = join(dir, 'resolv.conf');
    const out = join(dir, 'nginx-edge.conf');
    writeFileSync(
      resolvConf,
      ['search example.internal', ...nameservers.map((server) => `nameserver ${server}`)].join(
        '\n',
      ),
    );
    const run = spawnSync('sh', [join(repoRoot, EDGE_SCRIPT)], {
      env: {
        PATH: process.env.PATH ?? '',
        EDGE_CONF_FILE: out,
        EDGE_RESOLV_CONF: resolvConf,
        ...env,
      },
      encoding: 'utf8',
    });
    let text = '';
    try {
      text = readFileSync(out, 'utf8');
    } catch {
      // Nothing written: the run failed.
    }
    return { status: run.status, stderr: run.stderr, conf: parseNginxConf(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
