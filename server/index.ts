// The server's entry point. Before anything else loads, the embedded database's WebAssembly starts
// compiling (server/db/pglite-preload.ts): it then overlaps the loading of the server's own modules
// (server/main.ts, which decides the process's role and serves) instead of following it.
import { preloadEmbedded } from './db/pglite-preload.ts'

preloadEmbedded()
await import('./main.ts')
