import type { Logger } from 'pino';

/**
 * Sends Node's process warnings (a deprecation, the AWS SDK's notice about Node versions) into
 * the service's log as one JSON line each, instead of the several plain lines Node writes to
 * stderr, which a log pipeline that reads JSON would split into noise. The default printer is a
 * 'warning' listener of Node's own, so it is removed.
 */
export function logProcessWarnings(logger: Pick<Logger, 'warn'>): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error) => {
    logger.warn({ warning: { name: warning.name, message: warning.message } }, 'process warning');
  });
}
