import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { forgetKeyHash } from '../middleware/key-cache.ts'
import { hashKey, newApiKey } from './api-keys.ts'

/** D20b: also keeps DATA_DIR/demo-user.json current, so `npm start` prints a key that works. */
export async function replaceApiKey(db: Db, dataDir: string, userId: number): Promise<string> {
  const [old] = await db.select({ hash: users.apiKeyHash }).from(users).where(eq(users.id, userId))
  const apiKey = newApiKey()
  await db.update(users).set({ apiKeyHash: hashKey(apiKey) }).where(eq(users.id, userId))
  if (old) {
    forgetKeyHash(old.hash)
    const file = path.join(dataDir, 'demo-user.json')
    if (existsSync(file)) {
      const demo = JSON.parse(readFileSync(file, 'utf8')) as { apiKey: string; email: string }
      if (hashKey(demo.apiKey) === old.hash) writeFileSync(file, JSON.stringify({ ...demo, apiKey }, null, 2) + '\n', { mode: 0o600 })
    }
  }
  return apiKey
}
