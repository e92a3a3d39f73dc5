import type { Context } from 'hono'
import { and, count, desc, eq } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { notFound } from '../http/errors.ts'
import { listResponse } from '../http/paging.ts'
import { idParam } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn }

/** Row `id` of `table`, if `userId` owns it: another user's row looks like no row at all (D9). */
export const mine = (table: OwnedTable, userId: number, id: number) => and(eq(table.id, id), eq(table.userId, userId))

export function ownedRows<T extends OwnedTable>(db: Db, table: T, what: string) {
  type Row = T['$inferSelect']
  const callers = (c: Context<ApiEnv>, id: number) => mine(table, c.get('user').id, id)

  return {
    id: (c: Context<ApiEnv>, name = 'id') => idParam(c, name, what),

    list(c: Context<ApiEnv>, key: string, map: (row: Row) => unknown) {
      const own = eq(table.userId, c.get('user').id)
      return listResponse(
        c,
        key,
        {
          rows: (limit, offset) =>
            db.select().from(table as PgTable).where(own).orderBy(desc(table.id)).limit(limit).offset(offset) as Promise<Row[]>,
          total: () => db.select({ n: count() }).from(table as PgTable).where(own),
        },
        map,
      )
    },

    async get(c: Context<ApiEnv>, id: number): Promise<Row> {
      const [row] = await db.select().from(table as PgTable).where(callers(c, id))
      if (!row) throw notFound(what)
      return row as Row
    },

    /** No changes ({} or only unknown fields, D10) only checks that the row is there. */
    async update(c: Context<ApiEnv>, id: number, changes: PgUpdateSetSource<T>): Promise<Row> {
      const where = callers(c, id)
      const [row] = Object.keys(changes).length
        ? ((await db.update(table).set(changes).where(where).returning()) as Row[])
        : await db.select().from(table as PgTable).where(where)
      if (!row) throw notFound(what)
      return row as Row
    },

    async remove(c: Context<ApiEnv>, id: number) {
      const deleted = await db.delete(table).where(callers(c, id)).returning({ id: table.id })
      if (!deleted.length) throw notFound(what)
    },
  }
}
