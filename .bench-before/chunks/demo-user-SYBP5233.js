import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hashKey
} from "./chunk-WW6F4UXT.js";
import {
  users
} from "./chunk-WDZ7BITK.js";
import {
  eq
} from "./chunk-DUNORPAU.js";
import "./chunk-SOMG4ONI.js";
import "./chunk-HANBNIMK.js";

// server/db/demo-user.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
async function demoUser(db, dataDir, seeded) {
  const file = path.join(dataDir, "demo-user.json");
  if (seeded) writeFileSync(file, JSON.stringify(seeded, null, 2) + "\n", { mode: 384 });
  if (!existsSync(file)) return null;
  const { apiKey } = JSON.parse(readFileSync(file, "utf8"));
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.apiKeyHash, hashKey(apiKey)));
  return row ? { apiKey, email: row.email } : null;
}
export {
  demoUser
};
