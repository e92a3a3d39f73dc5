import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
})
