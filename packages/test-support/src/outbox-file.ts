import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The emails the single-process mode has written to `<dataDir>/outbox.jsonl`, oldest first.
 *
 * The worker appends one JSON line per email while a test polls the file, and a read can land
 * in the middle of an append: only lines already ended by their newline count, so a half-written
 * email is seen on the next poll rather than failing the parse.
 */
export async function readOutboxFile<Email>(dataDir: string): Promise<Email[]> {
  let text: string;
  try {
    text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Email);
}
