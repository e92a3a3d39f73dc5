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

const started = performance.now()
const config = loadConfig()
if (config.workers > 1 && !config.databaseUrl) {
  console.error(
    `WORKERS=${config.workers} needs PostgreSQL: the embedded database can be opened by one process only. ` +
      'Set DATABASE_URL, or leave WORKERS at 1.',
  )
  process.exit(1)
}
if (!cluster.isWorker) {
  const tightened = secureDataDir(config.dataDir)
  if (tightened) console.log(`DATA_DIR ${config.dataDir} was open to other users: ${tightened} entries tightened to 0700/0600.`)
}
// WORKERS > 1: this process migrates and seeds, then forks the workers that serve (server/ops/cluster.ts).
const primaryOfMany = config.workers > 1 && cluster.isPrimary
// The database opens (WASM compile, file reads) while the rest of the server's modules load.
const opening = openDatabase({ ...config, migrate: !cluster.isWorker })
// It may fail before the imports below finish: handled there, not an unhandled rejection that crashes with a stack.
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
  console.log(`Linkdash is ready in ${Math.round(performance.now() - started)} ms on ${db}${workers}.`)
  console.log(`Dashboard: http://${host}:${port}/app/`)
  if (demo) console.log(`Demo user ${demo.email}, API key: ${demo.apiKey}`)
}

if (primaryOfMany) {
  await database.close()
  await removeUnfinishedUploads(config.dataDir)
  const { runWorkers } = await import('./ops/cluster.ts')
  runWorkers(config.workers, (address, pids) =>
    printReady(address.address ?? config.host, address.port, `, ${pids.length} worker processes (pids ${pids.join(', ')})`),
  )
} else {
  const app = createApp(config, database.db)
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: slowClientOptions(config) },
    (info) => cluster.isWorker || printReady(info.address, info.port),
  )
  applyKeepAlive(server as unknown as { keepAliveTimeout: number }, config)
  limitClients(server as Server, config)
  server.on('clientError', answerParserError)

  // Before any further await: a stop asked for as soon as "ready" is printed must close the database too.
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      server.close()
      void app
        .drain()
        .catch((e: unknown) => console.error('Some clicks could not be saved:', e))
        .then(() => database.close())
        .finally(() => process.exit(0))
      setTimeout(() => process.exit(0), 3000).unref()
    })
  }

  if (!cluster.isWorker) await removeUnfinishedUploads(config.dataDir)
}
