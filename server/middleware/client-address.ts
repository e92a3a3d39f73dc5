import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { nodeHeader } from '../http/node-header.ts'

/** The client's address; X-Forwarded-For only when TRUST_PROXY=1 (D29). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = nodeHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
