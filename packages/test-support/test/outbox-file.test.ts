import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutboxFile } from '../src/outbox-file.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outbox-file-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('readOutboxFile', () => {
  it('is empty before the first email is written', async () => {
    expect(await readOutboxFile(dataDir)).toEqual([]);
  });

  it('reads every complete line, oldest first', async () => {
    await writeFile(
      join(dataDir, 'outbox.jsonl'),
      '{"to":"a@example.com"}\n{"to":"b@example.com"}\n',
    );
    expect(await readOutboxFile(dataDir)).toEqual([
      { to: 'a@example.com' },
      { to: 'b@example.com' },
    ]);
  });

  it('leaves out an email whose line is still being appended', async () => {
    await writeFile(join(dataDir, 'outbox.jsonl'), '{"to":"a@example.com"}\n{"to":"b@exa');
    expect(await readOutboxFile(dataDir)).toEqual([{ to: 'a@example.com' }]);
  });
});
