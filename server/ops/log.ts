import { writeSync } from 'node:fs'
import { pino, type Logger, symbols } from 'pino'
import type { LogLevel } from '../env.ts'

// M11: request lines go to pino's destination in chunks of this many characters (its write measures its
// whole pending buffer on every call, so a line per call cost more than building the line).
const CHUNK = 16 * 1024
let logger: Logger | undefined
let destination: { write: (s: string) => void; flush: () => void } | undefined
let pending = ''

function handOver() {
  if (pending === '') return
  destination!.write(pending)
  pending = ''
}

/** One request line (M8, M11): kept with the others until a chunk is full, the second ends or the process exits. */
export function writeRequestLine(line: string) {
  pending += line
  if (pending.length >= CHUNK) handOver()
}

/** After pino's own flush at exit (registered before this), so the request lines come last and whole. */
function writeLeftSync() {
  let left = Buffer.from(pending)
  pending = ''
  for (let tries = 0; left.length > 0 && tries < 1_000; tries++) {
    try {
      left = left.subarray(writeSync(1, left))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') return
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1)
    }
  }
}

/**
 * The process's one logger (M8): JSON lines on stdout, written asynchronously in 4 KiB chunks (flushed each second and on
 * exit by pino), so a request's line costs no write of its own.
 */
export function log(level?: LogLevel): Logger {
  if (logger) return logger
  logger = pino(
    {
      level: level ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  )
  destination = (logger as unknown as Record<symbol, NonNullable<typeof destination>>)[symbols.streamSym]!
  // A quiet server's lines do not wait for 4 KiB of company.
  setInterval(() => (handOver(), destination!.flush()), 1_000).unref()
  process.on('exit', writeLeftSync)
  return logger
}
