// The same kysely package the db package uses (pnpm links one copy), so queries built here run
// on the db package's connections.
export { type Kysely, sql } from 'kysely';
