import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// server/db/relaxed-commit.ts
var RELAXED_COMMIT = "/* linkdash: relaxed commit */ ";

export {
  RELAXED_COMMIT
};
