import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { loadConfig } from './env.ts'
import { DatabaseUnreachableError, openDatabase } from './db/client.ts'
import { DataDirBusyError } from './db/lock.ts'
import { DiskFullError } from './db/new-database.ts'
import { removeUnfinishedUploads } from './files/disk-store.ts'
import { answerParserError } from './http/parser-error-answer.ts'
import { applyKeepAlive, slowClientOptions } from './ops/http-timeouts.ts'
import { secureDataDir } from './ops/private-files.ts'
import { limitClients } from './ops/client-limits.ts'
import { closingResponses, stopGracefully } from './ops/graceful-stop.ts'
import { log } from './ops/log.ts'

const started = performance.now()
const config = loadConfig()
const logger = log(config.logLevel)
if (config.workers > 1 && !config.databaseUrl) {
  console.error(
    `WORKERS=${config.workers} needs PostgreSQL: the embedded database can be opened by one process only. ` +
      'Set DATABASE_URL, or leave WORKERS at 1.',
  )
  process.exit(1)
}
if (!cluster.isWorker) {
  const tightened = secureDataDir(config.dataDir)
  if (tightened) logger.warn(`DATA_DIR ${config.dataDir} was open to other users: ${tightened} entries tightened to 0700/0600.`)
}
// WORKERS > 1: this process migrates and seeds, then forks the workers that serve (server/ops/cluster.ts).
const primaryOfMany = config.workers > 1 && cluster.isPrimary
// Opens while the modules below load; a failure is handled there, not as an unhandled rejection.
const opening = openDatabase({ ...config, migrate: !cluster.isWorker })
opening.catch(() => {})
const [{ serve }, { createApp }, { seedIfEmpty }, { demoUser }] = await Promise.all([
  import('@hono/node-server'),
  import('./app.ts'),
  import('./db/seed.ts'),
  import('./db/demo-user.ts'),
])
let database
try {
  database = await opening
} catch (e) {
  console.error(e instanceof DataDirBusyError || e instanceof DatabaseUnreachableError || e instanceof DiskFullError ? e.message : e)
  process.exit(1)
}

const demo = cluster.isWorker ? null : await demoUser(database.db, config.dataDir, await seedIfEmpty(database.db, config.publicUrl))

function printReady(address: string, port: number, workers = '') {
  const host = address.includes(':') ? `[${address}]` : address
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`
  logger.info(`Linkdash is ready in ${Math.round(performance.now() - started)} ms on ${db}${workers}.`)
  logger.info(`Dashboard: http://${host}:${port}/app/`)
  logger.flush()
  // D6a, M10: the demo key stays a plain line for the person at the terminal, never a JSON log record.
  if (demo) console.log(`Demo user ${demo.email}, API key: ${demo.apiKey}`)
}

// M5: METRICS_PORT is served by the process that owns the port: the primary of WORKERS > 1, or the only one.
async function metricsListener() {
  if (config.metricsPort === undefined || cluster.isWorker) return
  const { serveMetrics } = await import('./ops/metrics-listener.ts')
  serveMetrics(config, { cluster: primaryOfMany }).on('error', (e) => {
    logger.fatal(`METRICS_PORT ${config.metricsPort} cannot be opened: ${e.message}`)
    logger.flush()
    process.exit(1)
  })
}

if (primaryOfMany) {
  await database.close()
  await removeUnfinishedUploads(config.dataDir)
  const { runWorkers } = await import('./ops/cluster.ts')
  await metricsListener()
  runWorkers(
    config.workers,
    (address, pids) => printReady(address.address ?? config.host, address.port, `, ${pids.length} worker processes (pids ${pids.join(', ')})`),
    config.shutdownGraceMs,
  )
} else {
  const app = createApp(config, database.db)
  const responses = closingResponses(app.serverOptions.ServerResponse)
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { ...slowClientOptions(config), ServerResponse: responses.ServerResponse } },
    (info) => cluster.isWorker || printReady(info.address, info.port),
  )
  applyKeepAlive(server as unknown as { keepAliveTimeout: number }, config)
  limitClients(server as Server, config)
  server.on('clientError', answerParserError)

  // Before any further await: a stop asked for as soon as "ready" is printed must close the database too.
  stopGracefully({
    server: server as Server,
    responses,
    graceMs: config.shutdownGraceMs,
    notReady: () => app.readiness.stop(),
    drain: () => app.drain().catch((e: unknown) => logger.error(e, 'Some clicks could not be saved.')).then(() => database.close()),
    onError: (e) => logger.error(e, 'The database did not close cleanly.'),
  })

  await metricsListener()
  if (!cluster.isWorker) await removeUnfinishedUploads(config.dataDir)
}
