import { mkdirSync } from 'node:fs'
import { loadConfig } from './env.ts'
import { openDatabase } from './db/client.ts'
import { DataDirBusyError } from './db/lock.ts'
import { removeUnfinishedUploads } from './files/disk-store.ts'
import { answerParserError } from './http/parser-error-answer.ts'

const started = performance.now()
const config = loadConfig()
// The database opens (WASM compile, file reads) while the rest of the server's modules load.
const opening = openDatabase(config)
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
  console.error(e instanceof DataDirBusyError ? e.message : e)
  process.exit(1)
}

// DATA_DIR holds the demo key and uploads whatever the database is: PostgreSQL does not create it.
mkdirSync(config.dataDir, { recursive: true })
const demo = await demoUser(database.db, config.dataDir, await seedIfEmpty(database.db, config.publicUrl))

const app = createApp(config, database.db)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.address.includes(':') ? `[${info.address}]` : info.address
  const db = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  console.log(`Linkdash is ready in ${Math.round(performance.now() - started)} ms on ${db}.`)
  console.log(`Dashboard: http://${host}:${info.port}/app/`)
  if (demo) console.log(`Demo user ${demo.email}, API key: ${demo.apiKey}`)
})

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

await removeUnfinishedUploads(config.dataDir)
