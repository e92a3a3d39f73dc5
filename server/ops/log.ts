import { pino, type Logger } from 'pino'
import type { LogLevel } from '../env.ts'

let logger: Logger | undefined

/**
 * The process's one logger (M8): JSON lines on stdout, written asynchronously in 4 KiB chunks (flushed each second and on
 * exit by pino), so a request's line costs no write of its own.
 */
export function log(level?: LogLevel): Logger {
  logger ??= pino(
    {
      level: level ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  )
  // A quiet server's lines do not wait for 4 KiB of company.
  const flusher = logger
  setInterval(() => flusher.flush(), 1_000).unref()
  return logger
}
