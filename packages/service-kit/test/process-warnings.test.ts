import { afterEach, describe, expect, it } from 'vitest';
import { logProcessWarnings } from '../src/process-warnings.js';

type WarningListener = (warning: Error) => void;

describe('logProcessWarnings', () => {
  const before = process.listeners('warning') as WarningListener[];
  afterEach(() => {
    process.removeAllListeners('warning');
    for (const listener of before) process.on('warning', listener);
  });

  it("logs a warning as one line in place of Node's own printer", async () => {
    const logged: Array<{ fields: unknown; message: string }> = [];
    logProcessWarnings({
      warn: ((fields: unknown, message: string) => {
        logged.push({ fields, message });
      }) as never,
    });
    // Node's printer was a 'warning' listener: only the logger's is left, so stderr stays empty.
    expect(process.listenerCount('warning')).toBe(1);
    const heard = new Promise((resolve) => process.once('warning', resolve));
    process.emitWarning(
      'Something the SDK wants known\nover two lines',
      'NodeVersionSupportWarning',
    );
    await heard;
    expect(logged).toEqual([
      {
        fields: {
          warning: {
            name: 'NodeVersionSupportWarning',
            message: 'Something the SDK wants known\nover two lines',
          },
        },
        message: 'process warning',
      },
    ]);
  });
});
