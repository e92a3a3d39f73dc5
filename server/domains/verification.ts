import { randomBytes } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { DomainVerification } from '../../contract/domains.ts'
import type { Db } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { domains } from '../db/schema.ts'
import type { Config } from '../env.ts'

type DomainRow = typeof domains.$inferSelect
type VerifyConfig = Pick<Config, 'publicUrl' | 'dnsServers' | 'domainVerification'>

const PASS_MS = 3 * 60_000
const PER_PASS = 20
const DNS_TIMEOUT_MS = 2_000

export const newDomainToken = () => `linkdash-${randomBytes(16).toString('hex')}`

const dnsName = (host: string) => host.replace(/:\d+$/, '')

export function verificationRecords(row: Pick<DomainRow, 'host' | 'token'>, publicUrl: string): DomainVerification[] {
  const target = new URL(publicUrl).hostname
  const txt: DomainVerification = { type: 'TXT', name: `_linkdash.${dnsName(row.host)}`, value: row.token }
  // A CNAME names a host: a public URL on an IP address leaves only the TXT record.
  return isIP(target.replace(/^\[|\]$/g, '')) ? [txt] : [txt, { type: 'CNAME', name: dnsName(row.host), value: target }]
}

function resolverFor(config: VerifyConfig): Resolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 })
  if (config.dnsServers) resolver.setServers([...config.dnsServers])
  return resolver
}

const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '')

/** A3: any DNS failure is "not yet". */
export async function dnsProves(row: Pick<DomainRow, 'host' | 'token'>, config: VerifyConfig): Promise<boolean> {
  const resolver = resolverFor(config)
  const [txt, cname] = verificationRecords(row, config.publicUrl)
  const [texts, names] = await Promise.all([
    resolver.resolveTxt(txt!.name).catch(() => [] as string[][]),
    cname ? resolver.resolveCname(cname.name).catch(() => [] as string[]) : [],
  ])
  return texts.some((chunks) => chunks.join('') === txt!.value) || names.some((n) => canonical(n) === canonical(cname!.value))
}

/** A host another account proved first stays pending here (the unique index on verified hosts decides). */
export async function verifyDomain(db: Db, row: DomainRow, config: VerifyConfig): Promise<DomainRow> {
  if (row.status === 'verified') return row
  const proved = !config.domainVerification || (await dnsProves(row, config))
  try {
    const [saved] = await db
      .update(domains)
      .set({ checked: new Date(), ...(proved && { status: 'verified' as const }) })
      .where(and(eq(domains.id, row.id), eq(domains.status, 'pending')))
      .returning()
    return saved ?? row
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    await db.update(domains).set({ checked: new Date() }).where(eq(domains.id, row.id))
    return row
  }
}

export function startDomainVerifier(db: Db, config: VerifyConfig): { stop: () => void } {
  if (!config.domainVerification) return { stop: () => {} }
  let running = false
  const pass = async () => {
    if (running) return
    running = true
    try {
      const due = await db
        .select()
        .from(domains)
        .where(eq(domains.status, 'pending'))
        .orderBy(sql`${domains.checked} asc nulls first`, asc(domains.id))
        .limit(PER_PASS)
      for (const row of due) await verifyDomain(db, row, config)
    } catch (e) {
      console.error('domain verification pass failed:', e instanceof Error ? e.message : e)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void pass(), PASS_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
