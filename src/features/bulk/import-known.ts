import type { QueryClient } from '@tanstack/react-query'
import { domainQueries } from '@/features/domains/api'
import { getSession } from '@/lib/auth'
import { CHOICES_CACHE } from '@/lib/request-budget'
import { takenAliases } from './alias-lookup'
import type { ImportRow, Known } from './link-csv'

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host.toLowerCase() : '')

/** H10: the import check's knowledge: the branded domains (cached, read only when a row names one) and the taken aliases. */
export async function knownFor(queryClient: QueryClient, rows: readonly ImportRow[]): Promise<Known> {
  const cached = queryClient.getQueryData(domainQueries.choices().queryKey)
  const page = cached ?? (rows.some((r) => r.domain) ? await queryClient.fetchQuery({ ...domainQueries.list({ page: 1, limit: 100 }), ...CHOICES_CACHE }) : null)
  const domains = page ? page.items.filter((d) => d.status !== 'pending').map((d) => d.domain) : null
  const taken = rows.some((r) => r.custom) ? await takenAliases(rows) : new Set<string>()
  const ownHosts = [hostOf(getSession()?.baseUrl ?? ''), ...(page?.items.map((d) => hostOf(d.domain)) ?? [])].filter(Boolean)
  return { ownHosts, domains, taken }
}
