import { defineConfig, devices } from '@playwright/test'
import { E2E_WORKERS, ownServer, workerServer } from './e2e/support/worker-server'

export const baseURL = `http://127.0.0.1:${ownServer().port}`

export default defineConfig({
  testDir: 'e2e',
  // Env overrides let several runs share a machine: E2E_PORT, E2E_DATA_DIR, E2E_OUT, DIST_DIR, E2E_WORKERS.
  outputDir: process.env.E2E_OUT ?? 'test-results',
  // Spec files run two at once, each worker against its own server (e2e/support/worker-server.ts); the tests
  // of one file run in order.
  fullyParallel: false,
  // Runs after the servers below answer, before the first test.
  globalSetup: './e2e/support/warm-up.ts',
  workers: E2E_WORKERS,
  retries: 0,
  // Axe and screenshot tests visit several pages in both looks: 12–23 s on a quiet machine, and past 30 s
  // when it is busy (two of them timed out in one CI run at 32 s while every assertion held, and one at
  // 60 s on a CI machine whose e2e run took 24 minutes instead of 16; on the same run a page that signing
  // in opened took over 7 s to show its heading).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The offline service worker sees every request of a page it controls, which costs each test time;
    // only e2e/offline.spec.ts, which tests it, lets it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => workerServer(slot)).map(({ port, dataDir }) => ({
    command: 'npx tsx e2e/support/serve.ts',
    url: `http://127.0.0.1:${port}/app/`,
    reuseExistingServer: false,
    // A new data directory is initdb, migrations and the seed: seconds alone, a minute or more on a busy machine.
    timeout: 180_000,
    // Warnings only: a request line each would bury the test report (M-series logs are tested on the server).
    env: { PORT: String(port), E2E_DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdout: 'pipe' as const,
  })),
})
