import { z } from 'zod';

/** Treats an empty variable as unset, so `FOO=` in a .env file means "use the default". */
export function optionalString() {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
}

export function portNumber(defaultPort: number) {
  return z.coerce.number().int().min(0).max(65_535).default(defaultPort);
}

export function booleanFlag(defaultValue: boolean) {
  return z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) =>
      value === undefined ? defaultValue : value === 'true' || value === '1' || value === 'yes',
    );
}

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

export function commaSeparatedList() {
  return z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    );
}
