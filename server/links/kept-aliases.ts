import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { linkAliases } from '../db/schema.ts'
import type { LinkRow } from './link-views.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Address = Pick<LinkRow, 'domain' | 'alias'>

export async function keptAddresses(tx: Tx | Db, linkId: number): Promise<Address[]> {
  const rows = await tx.select({ host: linkAliases.host, alias: linkAliases.alias }).from(linkAliases).where(eq(linkAliases.linkId, linkId))
  return rows.map((r) => ({ domain: r.host || null, alias: r.alias }))
}

/** G7: `after` must already be claimed; the old address is kept when asked. */
export async function moveAddress(tx: Tx, linkId: number, before: Address, after: Address, keepOld: boolean) {
  await tx
    .delete(linkAliases)
    .where(and(eq(linkAliases.linkId, linkId), eq(linkAliases.host, after.domain ?? ''), eq(linkAliases.alias, after.alias)))
  if (keepOld) await tx.insert(linkAliases).values({ linkId, host: before.domain ?? '', alias: before.alias })
}
