import type { MessagingLogger } from '../../src/logger.js';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string | undefined;
}

export function createRecordingLogger(): MessagingLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record = (level: LogEntry['level']) => (obj: object, msg?: string) => {
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  };
  return { entries, info: record('info'), warn: record('warn'), error: record('error') };
}
