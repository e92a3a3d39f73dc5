import { eq } from 'drizzle-orm'
import type { ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'

export interface AuthUser {
  id: number
  rateLimit: number | null
  email: string
  username: string
  plan: string
  expires: Date | null
  created: Date
  hasPassword: boolean
}

const buses = new Set<ChangeBus>()
export const forgetKeyHash = (hash: string) => buses.forEach((bus) => bus.publish({ kind: 'key', hash }))

export function keyCache(db: Db, bus: ChangeBus) {
  const cache = new Map<string, { user: AuthUser | null; until: number }>()
  const hashOf = new Map<number, string>()
  let generation = 0
  buses.add(bus)
  bus.subscribe((change) => {
    if (change.kind === 'key') cache.delete(change.hash)
    if (change.kind === 'account') cache.delete(hashOf.get(change.userId) ?? '')
    if (change.kind === 'key' || change.kind === 'account' || change.kind === 'reset') generation++
    if (change.kind === 'reset') cache.clear()
  })
  const read = async (hash: string): Promise<AuthUser | null> => {
    const [row] = await db.select().from(users).where(eq(users.apiKeyHash, hash))
    if (!row || (row.expires && row.expires.getTime() <= Date.now())) return null
    const { id, rateLimit, email, username, plan, expires, created } = row
    return { id, rateLimit, email, username, plan, expires, created, hasPassword: row.passwordHash !== null }
  }
  const peek = (hash: string): AuthUser | null | undefined => {
    const hit = cache.get(hash)
    return hit && hit.until > Date.now() ? hit.user : undefined
  }
  const lookup = async (hash: string): Promise<AuthUser | null> => {
    const live = bus.sync()
    const cached = live === true || (await live)
    const hit = cached ? cache.get(hash) : undefined
    if (hit && hit.until > Date.now()) return hit.user
    const started = generation
    const user = await read(hash)
    if (!cached || started !== generation) return user
    if (cache.size > 10_000) {
      cache.clear()
      hashOf.clear()
    }
    // K33a: a key with an expiry time stops then, cached or not.
    cache.set(hash, { user, until: Math.min(Date.now() + 30_000, user?.expires?.getTime() ?? Infinity) })
    if (user) hashOf.set(user.id, hash)
    return user
  }
  return { peek, lookup }
}
