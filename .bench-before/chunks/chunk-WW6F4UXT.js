import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// server/auth/api-keys.ts
import { createHash, randomBytes } from "node:crypto";
function newApiKey() {
  return randomBytes(32).toString("base64url");
}
function hashKey(key) {
  return createHash("sha256").update(key).digest("hex");
}

export {
  newApiKey,
  hashKey
};
