import { defineConfig } from 'vitest/config'

// Integration tests: a real server over real HTTP on a real database (PGlite, or
// PostgreSQL when DATABASE_URL is set). Each file opens its own database (a PGlite copy, or a database
// of its own on the PostgreSQL server), so two files run at once, one per core: most of a file's time
// is loading modules and starting its server, which two cores share well.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The embedded database's fsync (the default, issue 20) costs the suite about a quarter more time and
    // guards against power loss, which no test makes; tests/server/operations.test.ts checks it is on by default.
    // M8: the servers started inside the test process keep quiet; spawned servers log at info (server-process.ts).
    // T20: no rollup job on its own clock: it would write the demo seed's past days in the middle of a test
    // that counts writes; tests/server/stats-rollups.test.ts runs the job step by step.
    env: { EMBEDDED_FSYNC: 'off', LOG_LEVEL: 'warn', STATS_ROLLUP_MS: '0' },
  },
})
