import parseRange from 'range-parser'
import type { ByteRange } from './file-store.ts'

/** F6: one range, 'unsatisfiable' (416), or null for the whole file. */
export function requestedRange(header: string | undefined, ifRange: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header || ifRange !== undefined) return null
  const ranges = parseRange(size, header, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null
  return { start: ranges[0]!.start, end: ranges[0]!.end }
}
