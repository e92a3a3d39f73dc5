import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  sql
} from "./chunk-SOMG4ONI.js";

// node_modules/drizzle-orm/sql/expressions/select.js
function asc(column) {
  return sql`${column} asc`;
}
function desc(column) {
  return sql`${column} desc`;
}

export {
  asc,
  desc
};
