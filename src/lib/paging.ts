import { z } from 'zod'
import { stripSearchParams } from '@tanstack/react-router'
import { LIMIT_DEFAULT, PAGE_MAX, PAGE_SIZES } from '@contract/envelope'

export { PAGE_SIZES }
export type PageSize = (typeof PAGE_SIZES)[number]

const pageSize = z.union(PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<PageSize>, ...z.ZodLiteral<PageSize>[]])

/** Search params of every list page: anything invalid in the URL falls back to the first page of 15. */
export const pageSearchSchema = z.object({
  page: z.number().int().min(1).max(PAGE_MAX).catch(1),
  limit: pageSize.catch(LIMIT_DEFAULT as PageSize),
})
export type PageSearch = z.output<typeof pageSearchSchema>

export const PAGE_SEARCH_DEFAULTS: PageSearch = { page: 1, limit: LIMIT_DEFAULT as PageSize }

/** The search options of a list page's route; the middleware keeps `?page=1&limit=15` out of the address bar. */
export const pageSearchRoute = {
  validateSearch: pageSearchSchema,
  search: { middlewares: [stripSearchParams<PageSearch>(PAGE_SEARCH_DEFAULTS)] },
}

/** "page 2 of 3 · 31 items" */
export function pageSummary(page: { currentpage: number; maxpage: number; result: number }): string {
  const items = `${page.result} ${page.result === 1 ? 'item' : 'items'}`
  return `page ${page.currentpage} of ${Math.max(page.maxpage, 1)} · ${items}`
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "The list has 6 items on 1 page.", for an address past the last page. */
export function pastEndSummary(page: { maxpage: number; result: number }): string {
  return `The list has ${count(page.result, 'item', 'items')} on ${count(Math.max(page.maxpage, 1), 'page', 'pages')}.`
}
