import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  // Env overrides let several runs share a machine: E2E_PORT, E2E_DATA_DIR, E2E_OUT, DIST_DIR.
  outputDir: process.env.E2E_OUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `${baseURL}/app/`,
    reuseExistingServer: false,
    // A new data directory is initdb, migrations and the seed: seconds alone, a minute or more on a busy machine.
    timeout: 180_000,
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data' },
    stdout: 'pipe',
  },
})
