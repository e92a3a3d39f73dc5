// Seeds the fresh e2e database the way the server's first start does, plus a second user, so a
// test can ask the real server for an email that is already taken. The server opens it afterwards.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../../server/db/client.ts'
import { loadConfig } from '../../server/env.ts'
import { seedIfEmpty } from '../../server/db/seed.ts'
import { createUser } from '../../server/auth/create-user.ts'
import { eq } from 'drizzle-orm'
import { domains, users } from '../../server/db/schema.ts'

export const OTHER_USER_EMAIL = 'taken@example.com'

export async function seedWithOtherUser() {
  const config = loadConfig()
  const { db, close } = await openDatabase(config)
  try {
    const demo = await seedIfEmpty(db, config.publicUrl)
    if (!demo) return
    writeFileSync(path.join(config.dataDir, 'demo-user.json'), JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 })
    // A3: one pending domain, an IDN, which the server (DOMAIN_VERIFICATION=off) would never leave pending.
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, demo.username))
    await db.insert(domains).values({ userId: owner!.id, domain: 'https://xn--bcher-kva.example', host: 'xn--bcher-kva.example', token: 'linkdash-e2e-token', status: 'pending' })
    const other = await createUser(db, { email: OTHER_USER_EMAIL, username: 'other' })
    writeFileSync(path.join(config.dataDir, 'other-user.json'), JSON.stringify(other, null, 2) + '\n', { mode: 0o600 })
  } finally {
    await close()
  }
}
