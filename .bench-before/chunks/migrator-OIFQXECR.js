import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readMigrationFiles
} from "./chunk-ESMRJS24.js";
import "./chunk-HANBNIMK.js";

// node_modules/drizzle-orm/node-postgres/migrator.js
async function migrate(db, config) {
  const migrations = readMigrationFiles(config);
  await db.dialect.migrate(migrations, db.session, config);
}
export {
  migrate
};
