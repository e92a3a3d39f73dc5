import { pino, type Logger } from 'pino'
import type { LogLevel } from '../env.ts'
import { LineWriter } from './line-writer.ts'

let logger: Logger | undefined
let lines: LineWriter | undefined

/**
 * The process's one logger (M8, Y4): JSON lines on stdout, gathered in 16 KiB and written each second, when
 * flushed (start-up, a fatal error) and at exit, so a request's line costs no write of its own.
 */
export function log(level?: LogLevel): Logger {
  if (logger) return logger
  const writer = (lines = new LineWriter(1))
  logger = pino(
    {
      level: level ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    writer,
  )
  setInterval(() => writer.flushSync(), 1_000).unref()
  process.on('exit', () => writer.flushSync())
  return logger
}

/** M8, Y4: a request line, built whole by its caller, onto the log's destination without pino's serialiser. */
export function writeRequestLine(line: string) {
  lines?.write(line)
}
