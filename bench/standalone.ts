// What a bench run on its own (`npm run bench:redirect` and the like) does around its measuring: stops
// its children and drops its throwaway database on Ctrl-C, prefixes its log lines with the time since
// start.
import path from 'node:path'
import { dropThrowawayNow } from './postgres.ts'
import { children } from './server-process.ts'

/** Whether `moduleFile` (its `import.meta.filename`) is the script node was started with. */
export const isMain = (moduleFile: string) => Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === path.resolve(moduleFile)

/** Cleans up on SIGINT/SIGTERM and returns a log that prefixes each line with `[name  12 s]`. */
export function standaloneRun(name: string): (line: string) => void {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    dropThrowawayNow()
    process.exit(130)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const started = Date.now()
  return (line) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)
}
