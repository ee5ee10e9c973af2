// Run by `pnpm lint`: fails when production code (a file under apps/*/src or packages/*/src)
// imports across the layers of issue 31. Transports (REST routes in apps/api/src/routes, the
// realtime frame handlers) call use cases in packages/domain; the domain uses db, contracts,
// messaging and zodiac and knows no app and no transport library; db stores and decides nothing.
// Each message names where the code belongs. Rules go by path and package name, so they hold
// before packages/domain exists and without a build. The web features rule is apps/web's Biome
// plugin (apps/web/lint/feature-imports.grit), not this script.
// Usage: node scripts/check-import-boundaries.mjs [repo root]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
];
const DOMAIN = '@starmatch/domain';
const DB = '@starmatch/db';
const DOMAIN_MAY_IMPORT = new Set([
  DOMAIN,
  DB,
  '@starmatch/contracts',
  '@starmatch/messaging',
  '@starmatch/zodiac',
]);
/** Packages the domain imports: importing it back would be a cycle. */
const BELOW_DOMAIN = new Set([
  '@starmatch/contracts',
  '@starmatch/messaging',
  '@starmatch/zodiac',
  '@starmatch/security-headers',
]);
/** The HTTP and socket libraries: the transports' business, never the domain's. */
const TRANSPORT_LIBRARY = /^(fastify|fastify-[^/]+|@fastify\/[^/]+|ws)$/;
const USE_CASE = 'packages/domain/src/<domain>/<use-case>.ts';
const ROUTE_FOLDER = /^apps\/api\/src\/routes\/([^/]+)\//;

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));

function toPosix(path) {
  return path.split(sep).join('/');
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every folder of apps/ and packages/, with its package name (by convention if it has none). */
const workspaces = ['apps', 'packages'].flatMap((group) =>
  existsSync(join(root, group))
    ? readdirSync(join(root, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => {
          const dir = `${group}/${entry.name}`;
          const manifest = join(root, dir, 'package.json');
          const name = existsSync(manifest)
            ? JSON.parse(readFileSync(manifest, 'utf8')).name
            : `@starmatch/${entry.name}`;
          return { dir, group, name };
        })
    : [],
);
const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));

function workspaceOfPath(path) {
  return workspaces.find((workspace) => path.startsWith(`${workspace.dir}/`));
}

/**
 * What a specifier reaches: `name` is the package (workspace or npm), `group` is 'apps' or
 * 'packages' for a workspace, `path` the repo-relative file for a relative import.
 */
function targetOf(fromPath, specifier) {
  if (specifier.startsWith('.')) {
    const path = toPosix(relative(root, resolve(root, dirname(fromPath), specifier)));
    const workspace = workspaceOfPath(path);
    return { name: workspace?.name, group: workspace?.group, path };
  }
  if (specifier.startsWith('node:')) return { name: specifier };
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const workspace = byName.get(name);
  if (workspace) return { name, group: workspace.group };
  // A package of this monorepo that is not in this tree (yet): its name says it all.
  if (name.startsWith('@starmatch/')) return { name, group: undefined };
  return { name };
}

function isApp(target) {
  return target.group === 'apps';
}

/** One rule per layer: the advice for an import that breaks it, or undefined. */
const rules = [
  function dbDecidesNothing(from, target) {
    if (from.name !== DB) return undefined;
    if (target.name === DOMAIN) {
      return `packages/db decides nothing: move this decision into ${USE_CASE} and call it from the route.`;
    }
    if (isApp(target)) {
      return `packages/db decides nothing and serves the apps: keep storage here as plain (db, params) queries, and move what needs ${target.path ?? target.name} into ${USE_CASE} or into that app.`;
    }
    if (target.name === '@starmatch/service-kit') {
      return 'packages/db sits below the services: what both need belongs in packages/db (storage) or packages/contracts (shapes and constants), and service wiring stays in packages/service-kit.';
    }
    return undefined;
  },
  function domainKnowsNoTransport(from, target) {
    if (from.name !== DOMAIN) return undefined;
    if (isApp(target)) {
      return `packages/domain never imports a transport: move what the use case needs from ${target.path ?? target.name} into ${USE_CASE} (storage into packages/db, shapes into packages/contracts), and leave the route or frame handler to parse, call the use case and shape the answer.`;
    }
    if (TRANSPORT_LIBRARY.test(target.name ?? '')) {
      return `packages/domain knows no HTTP or socket: parse the request in apps/api/src/routes/<domain>/ or the frame in apps/realtime/src/, and pass plain values to ${USE_CASE}.`;
    }
    if (target.name?.startsWith('@starmatch/') && !DOMAIN_MAY_IMPORT.has(target.name)) {
      return `packages/domain imports only @starmatch/db, contracts, messaging and zodiac: move what it needs from ${target.name} into ${USE_CASE} or into one of those packages.`;
    }
    return undefined;
  },
  function routeFoldersStayApart(from, target) {
    const own = ROUTE_FOLDER.exec(from.path)?.[1];
    const other = target.path && ROUTE_FOLDER.exec(`${target.path}/`)?.[1];
    if (own === undefined || other === undefined || other === own) return undefined;
    return `apps/api/src/routes/${own} may not import another route folder: move what it shares with routes/${other} into ${USE_CASE} if it decides something, or into apps/api/src/lib or apps/api/src/plugins if it is HTTP plumbing.`;
  },
  function onlyAboveCallTheDomain(from, target) {
    if (target.name !== DOMAIN || from.name === DOMAIN) return undefined;
    if (BELOW_DOMAIN.has(from.name)) {
      return `${from.workspace} sits below packages/domain, which imports it: move this code into ${USE_CASE}.`;
    }
    if (from.name === '@starmatch/web') {
      return 'apps/web runs in the browser: it reaches a use case through its REST route (apps/api/src/routes/<domain>/) or the realtime socket, never by import.';
    }
    return undefined;
  },
];

const problems = [];
let checked = 0;
for (const workspace of workspaces) {
  for (const file of filesUnder(join(root, workspace.dir, 'src'))) {
    checked += 1;
    const from = {
      name: workspace.name,
      workspace: workspace.dir,
      path: toPosix(relative(root, file)),
    };
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const target = targetOf(from.path, specifier);
        for (const rule of rules) {
          const advice = rule(from, target);
          if (advice) problems.push(`${from.path} imports ${specifier}: ${advice}`);
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries crossed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Import boundaries: ${checked} production files keep to them.`);
