import { describe, expect, it } from 'vitest';
import {
  deleteExpiredDataExports,
  findDataExport,
  insertDataExport,
  markDataExportReady,
  readDataExportBytes,
} from '../src/queries/data-exports.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';

// docs/ARCHITECTURE.md "Your data": an export's bytes are deleted once it expires; the row
// stays as 'expired' so the once-a-day limit still counts the request.

const test = fileDatabase();
const REQUESTED = new Date('2026-12-15T09:00:00.000Z');
const READY = new Date('2026-12-15T09:00:05.000Z');
const EXPIRES = new Date('2026-12-22T09:00:05.000Z');

async function readyExport(bytes: Uint8Array) {
  const userId = await createPerson(test.db, { fullName: 'Aroha Ngata' });
  const made = await insertDataExport(test.db, { userId, requestedAt: REQUESTED });
  await markDataExportReady(test.db, { id: made.id, bytes, readyAt: READY, expiresAt: EXPIRES });
  return made.id;
}

describe('deleteExpiredDataExports', () => {
  it('keeps the bytes until the expiry, then deletes them and marks the export expired', async () => {
    const id = await readyExport(new Uint8Array([80, 75, 5, 6]));

    expect(await deleteExpiredDataExports(test.db, new Date(EXPIRES.getTime() - 1))).toBe(0);
    expect([...((await readDataExportBytes(test.db, id)) ?? [])]).toEqual([80, 75, 5, 6]);
    expect((await findDataExport(test.db, id))?.status).toBe('ready');

    expect(await deleteExpiredDataExports(test.db, EXPIRES)).toBe(1);
    expect(await readDataExportBytes(test.db, id)).toBeNull();
    expect(await findDataExport(test.db, id)).toMatchObject({
      status: 'expired',
      requestedAt: REQUESTED,
      size: 4,
    });

    expect(await deleteExpiredDataExports(test.db, EXPIRES)).toBe(0);
  });

  it('leaves an export still being prepared alone', async () => {
    const userId = await createPerson(test.db, { fullName: 'Nikau Reid', gender: 'Male' });
    const made = await insertDataExport(test.db, { userId, requestedAt: REQUESTED });
    expect(await deleteExpiredDataExports(test.db, new Date('2027-01-01T00:00:00.000Z'))).toBe(0);
    expect((await findDataExport(test.db, made.id))?.status).toBe('preparing');
  });
});
