// `npm start`: builds the server into plain JavaScript when dist-server/ is missing or older than its
// sources (scripts/build-server.mjs, a fraction of a second), then runs it in this same process:
// dist-server/start.js checks the dashboard's build and serves. Nothing is transpiled on a normal start.
import { buildServer } from './build-server.mjs'

await import(await buildServer({ ifStale: true }))
