import { z } from 'zod'
import { email } from '../../contract/fields.ts'
import { PLANS, username } from '../../contract/account.ts'
import type { Db } from '../db/client.ts'
import { uniqueViolation } from '../db/errors.ts'
import { users } from '../db/schema.ts'
import { validate } from '../http/request.ts'
import { hashKey, newApiKey } from './api-keys.ts'

export const newUserInput = z.object({
  email: email('email'),
  username: username.optional(),
  plan: z.enum(PLANS, { error: 'plan must be free or pro.' }).default('free'),
  rateLimit: z.number().int().min(1, 'rate-limit must be at least 1.').max(100000).optional(),
  fileQuotaMb: z.number().int('file-quota-mb must be a whole number of MiB.').min(0, 'file-quota-mb must be at least 0 (0: no quota).').max(100_000_000).optional(),
})

export async function createUser(db: Db, input: z.input<typeof newUserInput>) {
  const u = validate(newUserInput, input)
  const name = u.username ?? u.email.split('@')[0]!.replace(/[^a-zA-Z0-9_-]/g, '').slice(0, 40).padEnd(3, '0')
  const apiKey = newApiKey()
  try {
    const [row] = await db
      .insert(users)
      .values({ email: u.email, username: name, apiKeyHash: hashKey(apiKey), plan: u.plan, rateLimit: u.rateLimit ?? null, fileQuotaMb: u.fileQuotaMb ?? null })
      .returning()
    return { id: row!.id, email: row!.email, username: row!.username, plan: row!.plan, rateLimit: row!.rateLimit, fileQuotaMb: row!.fileQuotaMb, apiKey }
  } catch (e) {
    const c = uniqueViolation(e)
    if (c === null) throw e
    throw new Error(c.includes('username') ? `username "${name}" is taken.` : `email "${u.email}" is taken.`, { cause: e })
  }
}
