/**
 * What messaging logs through: the service's pino logger (or a test's recorder). There is no
 * fallback: every caller passes one, so nothing reaches stderr outside the service's JSON lines.
 */
export interface MessagingLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
