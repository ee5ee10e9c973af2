// bench/ is not a workspace package, so it has no node_modules of its own. It borrows the kysely
// that packages/db installs, by path: the same file the db package loads, hence the same module.
export { type Kysely, sql } from '../packages/db/node_modules/kysely/dist/esm/index.js';
