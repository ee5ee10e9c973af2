import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOMAIN_EVENT_TYPES } from '@starmatch/contracts/domain-events';
import { describe, expect, it } from 'vitest';

// Issue 31: each fact has one announcer. A domain event is recorded in exactly one file, and the
// frames people's sockets hear are made in exactly one (events/user-frames.ts), so whatever must
// react to "a match ended" has one place to look.

const root = join(import.meta.dirname, '../../..');
const SOURCE_DIRS = [
  'apps/api/src',
  'apps/realtime/src',
  'apps/worker/src',
  'apps/embedded/src',
  'packages/domain/src',
  'packages/db/src',
  'packages/service-kit/src',
];
const FRAMES_FILE = 'packages/domain/src/events/user-frames.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

function filesWith(literal: string): string[] {
  return files.filter((file) => file.text.includes(literal)).map((file) => file.path);
}

describe('one announcer for each fact', () => {
  it.each(DOMAIN_EVENT_TYPES)('records %s in exactly one file', (type) => {
    const recorders = filesWith(`type: '${type}'`).filter((path) => path !== FRAMES_FILE);
    expect(recorders).toHaveLength(1);
  });

  it.each([
    'match_ended',
    'unmatched',
    'match_created',
    'match_request',
    'messages_read',
    'session_ended',
  ])('makes the %s frame in events/user-frames.ts alone', (frame) => {
    expect(filesWith(`type: '${frame}'`)).toEqual([FRAMES_FILE]);
  });
});
