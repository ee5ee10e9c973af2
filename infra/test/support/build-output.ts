import { posix } from 'node:path';
import { isRepoFile, readRepoJson, type WorkspacePackage } from './repo.js';

export class BuildOutputError extends Error {
  override name = 'BuildOutputError';
}

function normalise(dir: string): string {
  return posix.normalize(dir).replace(/^\.\//, '').replace(/\/$/, '');
}

/** The workspace package a run path belongs to, and the path inside that package. */
export function ownerOf(
  app: WorkspacePackage,
  runPath: string,
  packages: Map<string, WorkspacePackage>,
): { owner: WorkspacePackage; pathInOwner: string } {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(runPath);
  if (match === null) return { owner: app, pathInOwner: runPath };
  const [, name = '', rest = ''] = match;
  const owner = packages.get(name);
  if (owner === undefined) throw new BuildOutputError(`${name} is not a workspace package`);
  // pnpm deploy copies only the app's production dependencies into node_modules.
  if (app.dependencies[name] === undefined) {
    throw new BuildOutputError(`${name} is not a dependency of ${app.name}`);
  }
  return { owner, pathInOwner: rest };
}

/**
 * The TypeScript source that compiles to a file the image runs. `runPath` is relative to the
 * deployed app's folder: `dist/main.js` of @starmatch/api is `apps/api/src/main.ts`, and
 * `node_modules/@starmatch/db/dist/cli/migrate.js` is `packages/db/src/cli/migrate.ts`.
 */
export function sourceOfBuiltFile(
  app: WorkspacePackage,
  runPath: string,
  packages: Map<string, WorkspacePackage>,
): string {
  const { owner, pathInOwner } = ownerOf(app, normalise(runPath), packages);
  const tsconfigPath = posix.join(owner.dir, 'tsconfig.build.json');
  if (!isRepoFile(tsconfigPath)) throw new BuildOutputError(`${tsconfigPath} does not exist`);
  const tsconfig = readRepoJson(tsconfigPath) as {
    compilerOptions?: { rootDir?: string; outDir?: string };
  };
  const rootDir = normalise(tsconfig.compilerOptions?.rootDir ?? '.');
  const outDir = normalise(tsconfig.compilerOptions?.outDir ?? '.');
  if (!pathInOwner.startsWith(`${outDir}/`) || !pathInOwner.endsWith('.js')) {
    throw new BuildOutputError(`${runPath} is not a .js file under ${owner.name}'s ${outDir}/`);
  }
  const relative = pathInOwner.slice(outDir.length + 1, -'.js'.length);
  const source = posix.join(owner.dir, rootDir, `${relative}.ts`);
  if (!isRepoFile(source)) throw new BuildOutputError(`${source} does not exist`);
  return source;
}
