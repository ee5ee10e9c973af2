import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The monorepo root: this file sits in infra/test/support. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function readRepoFile(relativePath: string): string {
  return readFileSync(join(repoRoot, relativePath), 'utf8');
}

export function isRepoFile(relativePath: string): boolean {
  const absolute = join(repoRoot, relativePath);
  return existsSync(absolute) && statSync(absolute).isFile();
}

export function isRepoDirectory(relativePath: string): boolean {
  const absolute = join(repoRoot, relativePath);
  return existsSync(absolute) && statSync(absolute).isDirectory();
}

export function readRepoJson(relativePath: string): unknown {
  return JSON.parse(readRepoFile(relativePath));
}

export interface WorkspacePackage {
  name: string;
  /** Folder relative to the repo root, e.g. `apps/api`. */
  dir: string;
  dependencies: Record<string, string>;
}

function listWorkspaceDirs(pattern: string): string[] {
  if (!pattern.endsWith('/*')) return isRepoDirectory(pattern) ? [pattern] : [];
  const parent = pattern.slice(0, -2);
  return readdirSync(join(repoRoot, parent))
    .map((entry) => posix.join(parent, entry))
    .filter((dir) => isRepoFile(posix.join(dir, 'package.json')));
}

/** Workspace packages by name, from the globs in pnpm-workspace.yaml. */
export function workspacePackages(): Map<string, WorkspacePackage> {
  const workspace = parse(readRepoFile('pnpm-workspace.yaml')) as { packages: string[] };
  const packages = new Map<string, WorkspacePackage>();
  for (const dir of workspace.packages.flatMap(listWorkspaceDirs)) {
    const manifest = readRepoJson(posix.join(dir, 'package.json')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    packages.set(manifest.name, {
      name: manifest.name,
      dir,
      dependencies: manifest.dependencies ?? {},
    });
  }
  return packages;
}
