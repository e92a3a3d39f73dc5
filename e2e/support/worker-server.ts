// Each Playwright worker has a server of its own (port and data directory), so the spec files that run at
// once never see each other's rows. Servers a spec starts beside it sit at E2E_PORT + 1, + 2, + 3, + 600, + 700 and
// + 701: the 50 between workers keeps them apart.
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173)
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

export const workerServer = (slot: number) => ({
  port: BASE_PORT + 50 * slot,
  dataDir: slot === 0 ? BASE_DATA_DIR : `${BASE_DATA_DIR}-w${slot}`,
})

/** This worker's server; Playwright sets TEST_PARALLEL_INDEX in each worker before it loads the config and the specs. */
export const ownServer = () => workerServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
