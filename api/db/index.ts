export { openDb, dialectOf, isPostgresUrl, ping, type Db, type DbOptions, type DialectName } from "./connection";
export { migrateToLatest, migrations } from "./migrate";
export type * from "./schema";
