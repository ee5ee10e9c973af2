import { fileURLToPath } from 'node:url';

/** `@/x` is `src/x`, for the build and the tests alike (tsconfig's `paths` says the same). */
export const sourceAlias = { '@': fileURLToPath(new URL('../src', import.meta.url)) };
