import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { links, type overlays, type splashPages } from '../db/schema.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { mine } from './owned-rows.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** D41d: the row is locked first, so a link being saved with it (a share lock) finishes before the count. */
export async function deleteUnlessUsed(
  db: Db,
  table: typeof overlays | typeof splashPages,
  what: { noun: string; kind: 'overlay' | 'splash' },
  userId: number,
  id: number,
) {
  await db.transaction(async (tx: Tx) => {
    const [row] = await tx.select({ id: table.id }).from(table).where(mine(table, userId, id)).for('update')
    if (!row) throw notFound(what.noun)
    const [used] = await tx
      .select({ n: count() })
      .from(links)
      .where(and(eq(links.userId, userId), eq(links.type, `${what.kind}-${id}`)))
    const n = Number(used?.n ?? 0)
    if (n) {
      const noun = what.noun.toLowerCase()
      throw new ApiFailure(409, `This ${noun} is shown by ${n} link${n === 1 ? '' : 's'}: give ${n === 1 ? 'it' : 'them'} another type before deleting the ${noun}.`)
    }
    await tx.delete(table).where(eq(table.id, id))
  })
}
