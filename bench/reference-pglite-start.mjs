// The start-up reference for bench/startup.ts: plain Node opening the same PGlite data directory and
// answering every request with `select 1` once it listens, no framework, no migrations, no other module:
// the floor under the server's time to first answer. `node bench/reference-pglite-start.mjs DATA_DIR PORT`.
import { createServer } from 'node:http'
import path from 'node:path'
import process from 'node:process'
import { PGlite } from '@electric-sql/pglite'

const [dataDir, port] = process.argv.slice(2)
const client = await PGlite.create(path.join(dataDir, 'pg'))
const server = createServer(async (_req, res) => {
  const { rows } = await client.query('select 1 as one')
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows))
})
server.listen(Number(port), '127.0.0.1')
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => void client.close().finally(() => process.exit(0))))
