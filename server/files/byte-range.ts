import parseRange from 'range-parser'
import type { ByteRange } from './file-store.ts'

/**
 * F6: the part of a `size`-byte file a GET asks for: one range, 'unsatisfiable' (416), or null for the
 * whole file. Several ranges, a unit other than bytes and a malformed header get the whole file, as RFC
 * 9110 allows; so does any If-Range, since downloads carry no validator it could match.
 */
export function requestedRange(header: string | undefined, ifRange: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header || ifRange !== undefined) return null
  const ranges = parseRange(size, header, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null
  return { start: ranges[0]!.start, end: ranges[0]!.end }
}
