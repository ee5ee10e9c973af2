import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeBuiltHeaders } from '@starmatch/security-headers/built-headers';
import { inlineScriptHashes } from '@starmatch/security-headers/inline-script-hashes';

/**
 * A stand-in for the web build at `<dir>/dist`: these files (index.html among them), and the
 * hashes of its inline scripts in `<dir>/dist-headers`, as the build writes them.
 */
export async function writeWebBuild(
  dir: string,
  files: Record<string, string | Buffer> & { 'index.html': string },
): Promise<string> {
  const dist = join(dir, 'dist');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  await writeBuiltHeaders(dist, inlineScriptHashes(files['index.html']));
  return dist;
}
