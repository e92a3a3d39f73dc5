import { pino, type Logger } from 'pino'
import type { LogLevel } from '../env.ts'
import { LineWriter } from './line-writer.ts'

let logger: Logger | undefined
let lines: LineWriter | undefined

/** M8, Y4, Y8: the process's one logger; start-up, a fatal error and exit wait until every line is written. */
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
  setInterval(() => writer.flushSoon(), 1_000).unref()
  process.on('exit', () => writer.flushSync())
  return logger
}

/** M8, Y4: a request line, built whole by its caller, without pino's serialiser. */
export function writeRequestLine(line: string) {
  lines?.write(line)
}
