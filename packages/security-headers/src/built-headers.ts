import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { nginxAppUrlMaps, nginxHeaderInclude } from './nginx-headers.js';

/** The files the web build writes for the servers, beside its output and never served. */
export const BUILT_HEADER_FILES = {
  /** The inline scripts' hash sources, for the api serving the SPA. */
  scriptHashes: 'script-hashes.json',
  /** `add_header` lines for nginx's own locations. */
  nginxInclude: 'security-headers.conf',
  /** The APP_URL maps, a template for the nginx image's envsubst step. */
  nginxAppUrlMaps: 'app-url-maps.conf.template',
} as const;

const HASH_SOURCE = /^sha256-[A-Za-z0-9+/]+=*$/;

/** `apps/web/dist` -> `apps/web/dist-headers`. */
export function builtHeadersDir(webDistDir: string): string {
  return `${resolve(webDistDir)}-headers`;
}

/** Writes the servers' files for a build whose index.html carries these inline scripts. */
export async function writeBuiltHeaders(
  webDistDir: string,
  scriptHashes: readonly string[],
): Promise<void> {
  const dir = builtHeadersDir(webDistDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, BUILT_HEADER_FILES.scriptHashes),
    `${JSON.stringify(scriptHashes, null, 2)}\n`,
  );
  await writeFile(join(dir, BUILT_HEADER_FILES.nginxInclude), nginxHeaderInclude(scriptHashes));
  await writeFile(join(dir, BUILT_HEADER_FILES.nginxAppUrlMaps), nginxAppUrlMaps());
}

/**
 * The hash sources a build wrote for its index.html. Fails when they are missing: served
 * without them, every page would refuse its own inline scripts.
 */
export async function readBuiltScriptHashes(webDistDir: string): Promise<string[]> {
  const file = join(builtHeadersDir(webDistDir), BUILT_HEADER_FILES.scriptHashes);
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`The web build's script hashes are missing: ${file} (run pnpm build).`, {
      cause: error,
    });
  });
  const hashes: unknown = JSON.parse(text);
  if (
    !Array.isArray(hashes) ||
    !hashes.every((hash) => typeof hash === 'string' && HASH_SOURCE.test(hash))
  ) {
    throw new Error(`${file} must be a list of sha256-… hash sources.`);
  }
  return hashes;
}
