// docs/PRODUCT.md "Error messages": the auth layer reports only to the console. A failed user
// fetch or logout never becomes a toast; the person just ends up signed out.
const PREFIX = '[auth]';

export const authLog = {
  info(...args: unknown[]): void {
    console.info(PREFIX, ...args);
  },
  warn(...args: unknown[]): void {
    console.warn(PREFIX, ...args);
  },
  error(...args: unknown[]): void {
    console.error(PREFIX, ...args);
  },
};
