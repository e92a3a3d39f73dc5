import { defineConfig } from 'vitest/config'

// Integration tests: a real server over real HTTP on a real database (PGlite, or
// PostgreSQL when DATABASE_URL is set). Files run one at a time: each opens its own database.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
