import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRepoDirectory, repoRoot, type WorkspacePackage } from './repo.js';

/** The package and every workspace package it depends on, directly or not. */
export function workspaceClosure(
  start: WorkspacePackage,
  packages: Map<string, WorkspacePackage>,
): WorkspacePackage[] {
  const seen = new Map<string, WorkspacePackage>();
  const visit = (pkg: WorkspacePackage) => {
    if (seen.has(pkg.name)) return;
    seen.set(pkg.name, pkg);
    for (const name of Object.keys(pkg.dependencies)) {
      const dependency = packages.get(name);
      if (dependency !== undefined) visit(dependency);
    }
  };
  visit(start);
  return [...seen.values()];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(repoRoot, dir, file));
}

/**
 * Which of these environment variables no source file of the package (or of the workspace
 * packages it depends on) names: a variable set in compose that no code reads is a typo or
 * a leftover.
 */
export function unreadVariables(
  pkg: WorkspacePackage,
  names: string[],
  packages: Map<string, WorkspacePackage>,
): string[] {
  const text = workspaceClosure(pkg, packages)
    .map((member) => `${member.dir}/src`)
    .filter(isRepoDirectory)
    .flatMap(sourceFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return names.filter((name) => !new RegExp(`\\b${name}\\b`).test(text));
}
