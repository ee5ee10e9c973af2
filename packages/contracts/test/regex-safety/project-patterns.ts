import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

// Every regular expression that can meet what a client sends: the literals written in the source
// of the packages that read requests, frames and forms, and the patterns the contracts' exports
// carry at run time (their RegExp values and the regex checks inside their zod schemas, zod's
// own email, uuid and date formats included).

export const REPO_ROOT = join(import.meta.dirname, '../../../..');

/** The source trees whose code reads user input. */
export const SCANNED_TREES = [
  'packages/contracts/src',
  'packages/service-kit/src',
  'apps/api/src',
  'apps/realtime/src',
  'apps/web/src',
];

export interface FoundPattern {
  readonly pattern: RegExp;
  /** Where it was found: 'path:line' for a literal, 'contracts <export>' for one seen at run time. */
  readonly where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function parsed(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function lineOf(source: ts.SourceFile, node: ts.Node): string {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `${relative(REPO_ROOT, source.fileName)}:${line + 1}`;
}

function visitAll(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => visitAll(child, visit));
}

/** Every regular expression literal in the scanned trees, with its file and line. */
export function literalPatterns(): FoundPattern[] {
  return SCANNED_TREES.flatMap((tree) =>
    sourceFiles(join(REPO_ROOT, tree)).flatMap((file) => {
      const source = parsed(file);
      const found: FoundPattern[] = [];
      visitAll(source, (node) => {
        if (!ts.isRegularExpressionLiteral(node)) return;
        const text = node.text;
        const end = text.lastIndexOf('/');
        found.push({
          pattern: new RegExp(text.slice(1, end), text.slice(end + 1)),
          where: lineOf(source, node),
        });
      });
      return found;
    }),
  );
}

/** 'path:line' of every `new RegExp(...)` or `RegExp(...)` call: patterns built at run time. */
export function builtPatternSites(): string[] {
  return SCANNED_TREES.flatMap((tree) =>
    sourceFiles(join(REPO_ROOT, tree)).flatMap((file) => {
      const source = parsed(file);
      const sites: string[] = [];
      visitAll(source, (node) => {
        if (
          (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'RegExp'
        ) {
          sites.push(relative(REPO_ROOT, source.fileName));
        }
      });
      return sites;
    }),
  );
}

interface ZodLike {
  readonly _zod: { readonly def: Record<string, unknown> };
}

function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The RegExps reachable from a value: itself, inside objects and arrays, inside zod schemas. */
function patternsIn(value: unknown, where: string, seen: WeakSet<object>): FoundPattern[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (value instanceof RegExp) return [{ pattern: value, where }];
  if (isZod(value)) {
    const def = value._zod.def;
    const lazy = def.type === 'lazy' && typeof def.getter === 'function' ? [def.getter()] : [];
    return [...Object.values(def), ...lazy].flatMap((part) => patternsIn(part, where, seen));
  }
  const parts = Array.isArray(value) ? value : Object.values(value);
  return parts.flatMap((part) => patternsIn(part, where, seen));
}

/** The patterns carried by every module the contracts package exports, read at run time. */
export async function contractsPatterns(): Promise<FoundPattern[]> {
  const packageDir = join(REPO_ROOT, 'packages/contracts');
  const exportsMap = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
    .exports as Record<string, string>;
  const seen = new WeakSet<object>();
  const found: FoundPattern[] = [];
  for (const [name, target] of Object.entries(exportsMap)) {
    const file = join(packageDir, target.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'));
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      found.push(...patternsIn(value, `contracts ${name.slice(2)} ${exported}`, seen));
    }
  }
  return found;
}

/** One entry per distinct pattern, keeping the first place it was found. */
export function distinct(patterns: readonly FoundPattern[]): FoundPattern[] {
  const byKey = new Map<string, FoundPattern>();
  for (const found of patterns) {
    const key = `/${found.pattern.source}/${found.pattern.flags.replace(/[gy]/g, '')}`;
    if (!byKey.has(key)) byKey.set(key, found);
  }
  return [...byKey.values()];
}
