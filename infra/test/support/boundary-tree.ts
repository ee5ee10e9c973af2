import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './repo.js';

export interface CheckRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A temporary copy of what the import checks read (every package.json and src/ folder under apps/
 * and packages/), so a test can plant a file without touching the repo. packages/domain gets a
 * package.json of its own when the repo has none yet.
 */
export function copySourceTree(): string {
  const copy = mkdtempSync(join(tmpdir(), 'starmatch-boundaries-'));
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(join(repoRoot, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const part of ['package.json', 'src']) {
        const from = join(repoRoot, group, entry.name, part);
        if (existsSync(from))
          cpSync(from, join(copy, group, entry.name, part), { recursive: true });
      }
    }
  }
  const domainManifest = join(copy, 'packages/domain/package.json');
  if (!existsSync(domainManifest)) {
    mkdirSync(dirname(domainManifest), { recursive: true });
    writeFileSync(domainManifest, JSON.stringify({ name: '@starmatch/domain', private: true }));
  }
  return copy;
}

export function plant(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Runs a root script (`scripts/<name>.mjs`) against a tree, as `pnpm lint` runs it on the repo. */
export function runScript(name: string, root: string): CheckRun {
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', name), root], {
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * Runs Biome's lint on one planted file of a workspace copied with its Biome config and GritQL
 * plugins (`<workspace>/biome.json`, `<workspace>/lint/`), as `pnpm lint` runs it there.
 */
export function runBiomePlugins(workspace: string, path: string, text: string): CheckRun {
  const copy = mkdtempSync(join(tmpdir(), 'starmatch-grit-'));
  try {
    cpSync(join(repoRoot, 'biome.json'), join(copy, 'biome.json'));
    cpSync(join(repoRoot, workspace, 'biome.json'), join(copy, workspace, 'biome.json'));
    cpSync(join(repoRoot, workspace, 'lint'), join(copy, workspace, 'lint'), { recursive: true });
    plant(copy, join(workspace, path), text);
    const biome = join(repoRoot, 'node_modules/.bin/biome');
    // The copy is no git checkout, so Biome must not look for its ignore file.
    const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--colors=off', path], {
      cwd: join(copy, workspace),
      encoding: 'utf8',
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
