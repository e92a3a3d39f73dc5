import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import { ACCOUNT_UPDATED, API_KEY_CREATED, CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, accountUpdate } from '../../contract/account.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { replaceApiKey } from '../auth/replace-key.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { users } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import type { AuthUser } from '../middleware/key-cache.ts'

export function accountRoutes({ db, config, bus }: Deps) {
  const app = new Hono<ApiEnv>()

  // J1: the guard's cached row is current (every change of it is published), so showing it reads nothing.
  const show = (u: AuthUser) => ({
    error: 0,
    data: {
      id: u.id,
      email: u.email,
      username: u.username,
      avatar: `${config.publicUrl}/avatar/${encodeURIComponent(u.username)}.svg`,
      status: u.plan,
      expires: u.expires ? toTimestamp(u.expires) : null,
      registered: toTimestamp(u.created),
      password: u.hasPassword,
    },
  })

  app.get('/account', (c) => json(c, show(c.get('user'))))
  // D5: POST /account answers like GET (SPEC's authentication examples use it).
  app.post('/account', (c) => json(c, show(c.get('user'))))

  app.put('/account/update', async (c) => {
    const body = await bodyOf(c, accountUpdate)
    const userId = c.get('user').id
    // D20a: a wrong current password is a 400, not 401 or 403: the key is fine, and a client would sign out on those.
    const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId))
    if (current?.hash && (body.email !== undefined || body.password !== undefined)) {
      if (!body.currentPassword) throw new ApiFailure(400, CURRENT_PASSWORD_REQUIRED)
      if (!(await verifyPassword(body.currentPassword, current.hash))) throw new ApiFailure(400, CURRENT_PASSWORD_WRONG)
    }
    const changes: Partial<typeof users.$inferInsert> = {}
    if (body.email !== undefined) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${body.email})`, ne(users.id, userId)))
      if (taken) throw new ApiFailure(409, 'email is already used by another account.')
      changes.email = body.email
    }
    if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password)
    try {
      await db.update(users).set(changes).where(eq(users.id, userId))
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, 'email is already used by another account.')
      throw e
    }
    bus.publish({ kind: 'account', userId })
    return json(c, { error: 0, message: ACCOUNT_UPDATED })
  })

  // D20b, beyond SPEC: the key is shown once, in this answer, and never logged.
  app.post('/account/key', async (c) => {
    const apiKey = await replaceApiKey(db, config.dataDir, c.get('user').id)
    return json(c, { error: 0, apiKey, message: API_KEY_CREATED })
  })
  return app
}
