// Run by `pnpm lint`: fails when production code (a file under apps/*/src or packages/*/src)
// imports a module meant for tests only, or when a package lists @starmatch/test-support among
// its runtime dependencies. Test-only modules are every module of @starmatch/test-support and
// each package export named `./testing`, `./testing-*` or `./testing/*` (e.g.
// @starmatch/db/testing); they may import each other.
// Usage: node scripts/check-test-only-imports.mjs [repo root]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const TEST_SUPPORT = '@starmatch/test-support';
const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
];

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));

function isTestOnlySubpath(packageName, subpath) {
  return (
    packageName === TEST_SUPPORT ||
    subpath === './testing' ||
    subpath.startsWith('./testing-') ||
    subpath.startsWith('./testing/')
  );
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** The source file a built target compiles from: ./dist/x/y.js -> <dir>/src/x/y.ts(x). */
function sourceOfTarget(dir, target) {
  const stem = join(dir, target.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, ''));
  return [`${stem}.ts`, `${stem}.tsx`].find((file) => existsSync(file));
}

/** '../testing.js' from a file -> the .ts(x) file it names, if it is in the repo. */
function resolveRelative(fromFile, specifier) {
  const stem = resolve(dirname(fromFile), specifier).replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [stem, `${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const packages = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')),
    )
    .map((entry) => {
      const dir = join(root, group, entry.name);
      return { dir, json: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
    }),
);

const problems = [];
const testOnlyFiles = new Set();
/** '@starmatch/db/testing' -> true, for every exported subpath of every package. */
const testOnlySpecifiers = new Map();

for (const { dir, json } of packages) {
  if (json.dependencies?.[TEST_SUPPORT] !== undefined) {
    problems.push(
      `${json.name} lists ${TEST_SUPPORT} in dependencies; it belongs in devDependencies`,
    );
  }
  if (json.name === TEST_SUPPORT) {
    for (const file of filesUnder(join(dir, 'src'))) testOnlyFiles.add(file);
  }
  for (const [subpath, target] of Object.entries(json.exports ?? {})) {
    const testOnly = isTestOnlySubpath(json.name, subpath);
    testOnlySpecifiers.set(`${json.name}${subpath.slice(1)}`, testOnly);
    if (!testOnly) continue;
    const source = typeof target === 'string' ? sourceOfTarget(dir, target) : undefined;
    if (source) testOnlyFiles.add(source);
    else problems.push(`${json.name} exports ${subpath} from no source file under src/`);
  }
}

let checked = 0;
for (const { dir, json } of packages) {
  if (json.name === TEST_SUPPORT) continue;
  for (const file of filesUnder(join(dir, 'src'))) {
    if (testOnlyFiles.has(file)) continue;
    checked += 1;
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const where = relative(root, file);
        if (specifier === TEST_SUPPORT || specifier.startsWith(`${TEST_SUPPORT}/`)) {
          problems.push(`${where} imports ${specifier}, which is for tests only`);
        } else if (testOnlySpecifiers.get(specifier)) {
          problems.push(`${where} imports ${specifier}, which is for tests only`);
        } else if (specifier.startsWith('.')) {
          const target = resolveRelative(file, specifier);
          if (target && testOnlyFiles.has(target)) {
            problems.push(`${where} imports ${specifier}, which is for tests only`);
          }
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Test-only modules reached from production code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Test-only modules: none imported by ${checked} production files.`);
