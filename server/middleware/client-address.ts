import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { nodeHeader } from '../http/node-header.ts'

export const firstForwarded = (header: string | string[] | undefined) => (Array.isArray(header) ? header.join(', ') : header)?.split(',')[0]?.trim() || undefined

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = firstForwarded(nodeHeader(c, 'x-forwarded-for'))
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
