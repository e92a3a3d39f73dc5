import type { Page } from '@contract/envelope'
import type { LinkFilters } from '@/features/links/link-filters'
import { linkName } from '@/features/links/link-text'
import type { Job, Task } from '@/lib/work-queue'
import type { ItemInput } from './job-manager'

// H11: "select all N links" reads every matching id first (pages of READ_LIMIT), then acts: acting while paging shifts pages.

export const READ_LIMIT = 100

/** The list query without its page: what "all N links" means. */
export interface MatchingQuery extends LinkFilters {
  q?: string
}

/** What runs on each link: a kind of job-kinds.ts and what its input adds to the id (a campaign, a directory). */
export interface MatchingAction {
  kind: string
  extra?: { to: number; toName: string }
}

export type MatchingInput = { read: MatchingQuery; page: number } | { kind: string; item: ItemInput & { to?: number; toName?: string } }
export interface ReadResult {
  items: ItemInput[]
  maxpage: number
  /** Whether another page follows this one (absent in jobs saved before I5: `page < maxpage`). */
  more?: boolean
}
export type MatchingResult = ReadResult | true

type ListRow = { id: number; title: string; longurl: string; alias: string }
export type FetchPage = (query: MatchingQuery & { page: number; limit: number; order: 'date' }) => Promise<Page<ListRow>>

export async function readPage(query: MatchingQuery, page: number, fetchPage: FetchPage): Promise<ReadResult> {
  const answer = await fetchPage({ ...query, page, limit: READ_LIMIT, order: 'date' })
  return { items: answer.items.map((l) => ({ id: l.id, name: linkName(l) })), maxpage: answer.maxpage, more: answer.hasNext }
}

export const matchingCost = (total: number) => Math.ceil(total / READ_LIMIT) + total

export const firstRead = (query: MatchingQuery): MatchingInput[] => [{ read: query, page: 1 }]

/** After a read: the pages still to read; once every page is in, one task per link (each id once). */
export function expandMatching(job: Job<MatchingInput, MatchingResult>, task: Task<MatchingInput, MatchingResult>): MatchingInput[] {
  const input = task.input
  const result = task.result
  if (!('read' in input) || !result || result === true) return []
  const reads = job.tasks.filter((t): t is Task<MatchingInput, MatchingResult> & { input: { page: number } } => 'read' in t.input)
  // I5: a search's total above 1,000 is an estimate, so pages are read one after another while another follows.
  const known = Math.max(...reads.map((t) => t.input.page))
  const follows = result.more ?? input.page < result.maxpage
  const more: MatchingInput[] = follows && input.page === known ? [{ read: input.read, page: known + 1 }] : []
  if (more.length || !reads.every((t) => t.status === 'done') || job.tasks.some((t) => 'kind' in t.input)) return more
  const action = job.meta?.action as MatchingAction
  const seen = new Set<number>()
  const acts: MatchingInput[] = []
  for (const read of reads) {
    for (const item of (read.result as ReadResult).items) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      acts.push({ kind: action.kind, item: { ...item, ...action.extra } })
    }
  }
  return acts
}

const KEYS = ['q', 'campaign', 'domain', 'directory', 'state', 'archived'] as const
export const sameQuery = (a: MatchingQuery, b: MatchingQuery) => KEYS.every((k) => (a[k] || undefined) === (b[k] || undefined))
export const matchingQuery = (search: MatchingQuery): MatchingQuery => Object.fromEntries(KEYS.map((k) => [k, search[k] || undefined]))
