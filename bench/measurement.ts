// A measurement: one file exporting this and ending in `await runMeasurement(measurement, import.meta.filename)`.
// It returns figures; bench/runner.ts saves and prints them, bench/run.ts runs the full list, bench/report.ts writes the report.
import type { BenchResults } from './figures.ts'

export type Log = (line: string) => void

export interface Measurement<F = unknown> {
  /** Its figures go to bench/.work/<name>.json. */
  name: string
  /** Its module (`import.meta.filename`): the full run starts each measurement in a process of its own. */
  file: string
  what: string
  /** The `npm run bench` flag that skips it (`--no-api`); absent: not in the full run. */
  skip?: string
  run(log: Log, argv: string[]): Promise<F>
  /** Where its figures (or the error that stopped it) go in results.json: a key, or `into` when it is more than one. */
  key?: keyof BenchResults
  into?(results: BenchResults, figures: F | { error: string }): void
  /** In the full run: measured only when this holds of the figures before it. */
  when?(results: BenchResults): boolean
  /** What a run on its own prints after it. */
  print?(figures: F): void
  /** Exit code 1 when true. */
  failed?(figures: F): boolean
}

/** Its `failed` for a measurement with a row per database: one stopped. */
export const databaseStopped = (r: { databases: object[] }) => r.databases.some((d) => 'error' in d)

/** Puts `figures` where `m` says in results.json. */
export function putInto<F>(m: Measurement<F>, results: BenchResults, figures: F | { error: string }) {
  if (m.key) Object.assign(results, { [m.key]: figures })
  else m.into?.(results, figures)
}
