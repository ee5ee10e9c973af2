import type { Rollup } from 'vite';

/**
 * The chunks a route's module needs beyond the entry, itself included, as URLs (none in dev).
 * Preloaded at once, they load alongside the entry rather than in rounds as each one's imports
 * are discovered.
 */
export function routeChunks(
  bundle: Rollup.OutputBundle | undefined,
  routeModule: string,
): string[] {
  if (bundle === undefined) return [];
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(routeModule)));
  if (start === undefined) throw new Error(`No chunk holds ${routeModule}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (chunk === undefined || chunk.isEntry || found.has(fileName)) return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...found].map((fileName) => `/${fileName}`);
}
