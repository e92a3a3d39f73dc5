import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config.ts'

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
})
