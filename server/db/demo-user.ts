import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { hashKey } from '../auth/api-keys.ts'
import type { Db } from './client.ts'
import { users } from './schema.ts'

/** D6a: every start shows the key again, with the user's current email; a key no user holds any more is not shown. */
export async function demoUser(db: Db, dataDir: string, seeded: { apiKey: string; email: string } | null) {
  const file = path.join(dataDir, 'demo-user.json')
  if (seeded) writeFileSync(file, JSON.stringify(seeded, null, 2) + '\n', { mode: 0o600 })
  if (!existsSync(file)) return null
  const { apiKey } = JSON.parse(readFileSync(file, 'utf8')) as { apiKey: string }
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.apiKeyHash, hashKey(apiKey)))
  return row ? { apiKey, email: row.email } : null
}
