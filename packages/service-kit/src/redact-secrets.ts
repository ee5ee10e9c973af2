/** Keys whose values must never reach a log line. Matched exactly, as Node lowercases header names. */
const SECRET_KEYS = new Set([
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'sessionToken',
  'ticket',
  'code',
  'authorization',
  'cookie',
  'set-cookie',
]);

export const CENSOR = '[Redacted]';

/**
 * ioredis puts the command a reply error answered on the error (`err.command`: its name and
 * arguments), and a wrong Redis password fails AUTH, whose arguments are the user and the
 * password: logged whole they would print it on every reconnect (HELLO can carry them too).
 */
const CREDENTIAL_COMMANDS = new Set(['auth', 'hello']);

function isCredentialCommand(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || !('args' in value)) return false;
  const { name } = value as { name?: unknown };
  return typeof name === 'string' && CREDENTIAL_COMMANDS.has(name.toLowerCase());
}

/** How deep secrets are looked for: a log call's own keys are level 1. */
export const REDACTED_LEVELS = 4;

/**
 * `value` with the value of every secret key among its own keys, and theirs, `levels` levels
 * down, replaced by the censor. Returns `value` itself when it holds no secret, which is nearly
 * always: a log line then costs a walk over its few keys and no copy. A copy keeps the
 * original's prototype (a `toJSON` there still applies) and leaves the caller's object alone.
 */
export function redactSecrets(value: unknown, levels: number): unknown {
  if (levels <= 0 || value === null || typeof value !== 'object') return value;
  // Bytes have no keys worth a look, and walking a large Buffer index by index would be costly.
  if (ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const redacted = redactSecrets(item, levels - 1);
      if (redacted === item) continue;
      copy ??= value.slice();
      copy[i] = redacted;
    }
    return copy ?? value;
  }
  return redactKeys(value as Record<string, unknown>, levels, skipNone);
}

const skipNone = () => false;

/**
 * The same for a log call's object, except the keys `skip` names: those go through a
 * serializer that redacts its own output (a raw request must not be walked whole).
 */
export function redactKeys(
  object: Record<string, unknown>,
  levels: number,
  skip: (key: string) => boolean,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key) || skip(key)) continue;
    const item = object[key];
    const redacted = SECRET_KEYS.has(key)
      ? CENSOR
      : key === 'command' && isCredentialCommand(item)
        ? { ...(item as object), args: CENSOR }
        : redactSecrets(item, levels - 1);
    if (redacted === item) continue;
    copy ??= Object.assign(Object.create(Object.getPrototypeOf(object)), object) as Record<
      string,
      unknown
    >;
    copy[key] = redacted;
  }
  return copy ?? object;
}
