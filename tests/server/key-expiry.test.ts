import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'

// K33a/K33b: an expired or changed key stops at once on every instance, whatever their key caches hold.
const onPostgres = Boolean(process.env.DATABASE_URL)
let a: TestServer
let b: TestServer | undefined
beforeAll(async () => {
  a = await startServer()
  if (onPostgres) b = await startServer({ databaseUrl: a.config.databaseUrl }, { keepData: true })
})
afterAll(async () => {
  await b?.stop()
  await a?.stop()
})

const status = async (s: TestServer, key: string) => (await s.api('/account', { key })).status

describe('API keys with an expiry', () => {
  it('stop at their expiry time even while cached', async () => {
    const u = await a.newUser()
    const expires = Date.now() + 1_500
    await a.db.update(users).set({ expires: new Date(expires) }).where(eq(users.id, u.id))
    expect(await status(a, u.apiKey)).toBe(200)
    let refused = 0
    while (!refused && Date.now() < expires + 10_000) {
      if ((await status(a, u.apiKey)) === 401) refused = Date.now()
      else await new Promise((r) => setTimeout(r, 100))
    }
    expect(refused).toBeGreaterThanOrEqual(expires)
    // Well before the cache's own 30 s.
    expect(refused - expires).toBeLessThan(5_000)
  })

  it.skipIf(!onPostgres)('stop on every instance at once when the database expires them (PostgreSQL, two instances)', async () => {
    const u = await a.newUser()
    expect(await status(a, u.apiKey)).toBe(200)
    expect(await status(b!, u.apiKey)).toBe(200)
    // An operator's statement, not an API call: the database itself tells every instance.
    await a.db.execute(sql`update users set expires = now() - interval '1 second' where id = ${u.id}`)
    expect(await status(b!, u.apiKey)).toBe(401)
    expect(await status(a, u.apiKey)).toBe(401)
  })
})
