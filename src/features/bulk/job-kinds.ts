import type { QueryClient } from '@tanstack/react-query'
import type { DirectoryItemType } from '@contract/directories'
import { messageEnvelopeTolerant, type Page } from '@contract/envelope'
import { linkListTolerant, linkResponseTolerant, linkSavedTolerant, type LinkCreate } from '@contract/links'
import { qrResponseTolerant } from '@contract/qr'
import { campaignQueries } from '@/features/campaigns/api'
import { directoryQueries, removeDirectoryItem } from '@/features/directories/api'
import { domainQueries } from '@/features/domains/api'
import { fileQueries } from '@/features/files/api'
import { forgetCampaign, linkQueries, rememberAssignment, savedItem } from '@/features/links/api'
import { pixelQueries } from '@/features/pixels/api'
import { qrQueries } from '@/features/qr/api'
import { ApiError, request } from '@/lib/api-client'
import { parseTimestamp } from '@/lib/format'
import { addToFirstPage, removeFromPages } from '@/lib/list-cache'
import { defineJobKind, getJobKind, type ItemInput } from './job-manager'
import type { ImportRow } from './link-csv'
import { expandMatching, readPage, type MatchingInput, type MatchingResult } from './matching'

// Every kind of bulk job: what one task sends and how its answer updates the cached lists; inputs are plain data, saved with the job.

export interface ImportInput {
  row: number
  source: ImportRow
  body: LinkCreate
}
export interface ImportResult {
  id: number
  shorturl: string
}

/** The link a lost answer may have created: same destination (and alias), made since the job began. */
async function findImported({ body }: ImportInput, since: number): Promise<ImportResult | null> {
  const page = await request('/urls', linkListTolerant, {
    query: { q: body.custom || body.url, limit: 100, page: 1, order: 'date' },
  })
  const made = page.items.find(
    (l) =>
      (body.custom ? l.alias.toLowerCase() === body.custom.toLowerCase() : l.longurl === body.url) &&
      (parseTimestamp(l.date)?.getTime() ?? 0) >= since - 60_000,
  )
  return made ? { id: made.id, shorturl: made.shorturl } : null
}

defineJobKind<ImportInput, ImportResult>('links.import', {
  perform: async (input, queryClient) => {
    const { id, shorturl } = await request('/url/add', linkSavedTolerant, {
      method: 'POST',
      json: input.body,
    })
    addToFirstPage(queryClient, [...linkQueries.lists(), { order: 'date', q: undefined }], savedItem(id, shorturl, input.body))
    return { id, shorturl }
  },
  verify: (input, since) => findImported(input, since),
})

/** A delete that finds the item gone has nothing left to do (a second tab, a resumed job). */
async function deleteOnce(path: string) {
  try {
    await request(path, messageEnvelopeTolerant, { method: 'DELETE' })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
}

function afterDelete(queryClient: QueryClient, lists: readonly unknown[], detail: readonly unknown[], id: number) {
  removeFromPages(queryClient, lists, id)
  queryClient.removeQueries({ queryKey: detail })
}

defineJobKind<ItemInput, true>('links.delete', {
  perform: async ({ id }, queryClient) => {
    await deleteOnce(`/url/${id}/delete`)
    afterDelete(queryClient, linkQueries.lists(), linkQueries.detail(id).queryKey, id)
    return true
  },
})

defineJobKind<ItemInput, true>('qr.delete', {
  perform: async ({ id }, queryClient) => {
    await deleteOnce(`/qr/${id}/delete`)
    afterDelete(queryClient, qrQueries.lists(), qrQueries.detail(id).queryKey, id)
    return true
  },
})

export interface AssignInput extends ItemInput {
  to: number
  toName: string
}

defineJobKind<AssignInput, true>('links.campaign', {
  perform: async ({ id, to, toName }, queryClient) => {
    await request(`/campaign/${to}/assign/${id}`, messageEnvelopeTolerant, {
      method: 'POST',
    })
    rememberAssignment(queryClient, id, { campaign: to, name: toName })
    void queryClient.invalidateQueries({
      queryKey: campaignQueries.lists(),
      refetchType: 'none',
    })
    return true
  },
})

// SPEC's item types (`links`, not `link`): a wrong word here is a 400 for every item of the job.
function assignToDirectory(type: Exclude<DirectoryItemType, 'bio'>) {
  return async ({ id, to }: AssignInput, queryClient: QueryClient) => {
    await request(`/directory/${to}/assign/${type}/${id}`, messageEnvelopeTolerant, { method: 'POST' })
    if (type === 'links') rememberAssignment(queryClient, id, { directory: to })
    void queryClient.invalidateQueries({
      queryKey: directoryQueries.itemsOf(to),
      refetchType: 'none',
    })
    void queryClient.invalidateQueries({
      queryKey: directoryQueries.lists(),
      refetchType: 'none',
    })
    return true as const
  }
}
defineJobKind<AssignInput, true>('links.directory', {
  perform: assignToDirectory('links'),
})
defineJobKind<AssignInput, true>('qr.directory', {
  perform: assignToDirectory('qr'),
})

function archiveLinks(archived: boolean) {
  return async ({ id }: ItemInput, queryClient: QueryClient) => {
    await request(`/url/${id}/update`, linkSavedTolerant, { method: 'PUT', json: { archived } })
    removeFromPages(queryClient, linkQueries.lists(), id)
    void queryClient.invalidateQueries({ queryKey: linkQueries.lists(), refetchType: 'none' })
    return true as const
  }
}
defineJobKind<ItemInput, true>('links.archive', { perform: archiveLinks(true) })
defineJobKind<ItemInput, true>('links.unarchive', { perform: archiveLinks(false) })

/** X2: out of the campaign; one already out has nothing left to do (a resumed job). */
defineJobKind<AssignInput, true>('links.uncampaign', {
  perform: async ({ id, to }, queryClient) => {
    await deleteOnce(`/campaign/${to}/assign/${id}`)
    forgetCampaign(queryClient, id, to)
    void queryClient.invalidateQueries({ queryKey: campaignQueries.lists(), refetchType: 'none' })
    return true
  },
})

export interface DirectoryItemInput extends ItemInput {
  directory: number
  type: string
}
defineJobKind<DirectoryItemInput, true>('directory.remove', {
  perform: async ({ id, directory, type }, queryClient) => {
    await removeDirectoryItem(queryClient, { directoryId: directory, type, itemId: id })
    return true
  },
})

/** "All N links": the list's pages first, then each link by the kind the action names (H11). */
defineJobKind<MatchingInput, MatchingResult>('links.matching', {
  perform: async (input, queryClient) => {
    if ('read' in input) return readPage(input.read, input.page, (params) => queryClient.fetchQuery({ ...linkQueries.list(params), staleTime: 0 }))
    const kind = getJobKind<unknown, true>(input.kind)
    if (!kind) throw new Error(`Unknown job kind ${input.kind}`)
    return kind.perform(input.item, queryClient)
  },
  expand: expandMatching,
})

export const EXPORT_LIMIT = 100

export const EXPORTABLE = {
  links: {
    noun: 'links',
    list: (page: number) =>
      linkQueries.list({
        page,
        limit: EXPORT_LIMIT,
        order: 'date',
        q: undefined,
      }),
  },
  qr: {
    noun: 'QR codes',
    list: (page: number) => qrQueries.list({ page, limit: EXPORT_LIMIT }),
  },
  files: {
    noun: 'files',
    list: (page: number) => fileQueries.list({ page, limit: EXPORT_LIMIT, name: undefined }),
  },
  pixels: {
    noun: 'pixels',
    list: (page: number) => pixelQueries.list({ page, limit: EXPORT_LIMIT }),
  },
  domains: {
    noun: 'domains',
    list: (page: number) => domainQueries.list({ page, limit: EXPORT_LIMIT }),
  },
  campaigns: {
    noun: 'campaigns',
    list: (page: number) => campaignQueries.list({ page, limit: EXPORT_LIMIT }),
  },
  directories: {
    noun: 'directories',
    list: (page: number) => directoryQueries.list({ page, limit: EXPORT_LIMIT }),
  },
} as const
export type Exportable = keyof typeof EXPORTABLE

export type ExportInput = { resource: Exportable; page: number; stats: boolean } | { resource: 'links' | 'qr'; statsOf: number }
export type ExportResult = { items: Record<string, unknown>[]; maxpage: number } | { clicks: number; uniqueClicks: number; topCountry: string }

function topOf(counts: Record<string, number>): string {
  let best = ''
  let most = 0
  for (const [name, n] of Object.entries(counts)) if (n > most) [best, most] = [name, n]
  return best
}

async function statsOf(resource: 'links' | 'qr', id: number) {
  const answer =
    resource === 'links'
      ? await request(`/url/${id}`, linkResponseTolerant).then((r) => r.data)
      : await request(`/qr/${id}`, qrResponseTolerant).then((r) => r.data)
  return {
    clicks: answer.clicks,
    uniqueClicks: answer.uniqueClicks,
    topCountry: topOf(answer.topCountries),
  }
}

defineJobKind<ExportInput, ExportResult>('export', {
  perform: async (input, queryClient) => {
    if ('statsOf' in input) return statsOf(input.resource, input.statsOf)
    const options = EXPORTABLE[input.resource].list(input.page)
    // fetchQuery with no staleTime always asks: one request per page, and the page stays cached.
    const page = (await queryClient.fetchQuery({
      ...options,
      staleTime: 0,
    } as never)) as Page<{ id: number }>
    return {
      items: page.items as unknown as Record<string, unknown>[],
      maxpage: page.maxpage,
    }
  },
  // Pages the list gained since the job began; then, when every page is in, the statistics requests.
  expand: (job, task) => {
    const input = task.input
    const result = task.result
    if ('statsOf' in input || !result || !('items' in result)) return []
    const pages = job.tasks.filter((t) => !('statsOf' in t.input))
    const known = Math.max(...pages.map((t) => ('page' in t.input ? t.input.page : 0)))
    const more: ExportInput[] = []
    for (let page = known + 1; page <= result.maxpage; page++) more.push({ resource: input.resource, page, stats: input.stats })
    const allIn = more.length === 0 && pages.every((t) => t.status === 'done') && !job.tasks.some((t) => 'statsOf' in t.input)
    if (!input.stats || !allIn || (input.resource !== 'links' && input.resource !== 'qr')) return more
    const resource = input.resource
    return pages.flatMap((t) => (t.result && 'items' in t.result ? t.result.items : [])).map((item) => ({ resource, statsOf: Number(item.id) }))
  },
})
