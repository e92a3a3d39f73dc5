import { defineConfig } from 'vitest/config'

// The deployment tests (tests/deploy): nginx in front of real server processes on PostgreSQL, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
})
