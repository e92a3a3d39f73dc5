import { stripSearchParams } from '@tanstack/react-router'
import { LIMIT_DEFAULT, PAGE_MAX, PAGE_SIZES } from '@contract/wire'

export { PAGE_SIZES }
export type PageSize = (typeof PAGE_SIZES)[number]
export interface PageSearch {
  page: number
  limit: PageSize
}

// Search params are checked plainly, not with zod: every route's search is checked in the entry chunk, which loads no zod.

/** Search params of every list page: anything invalid in the URL falls back to the first page of 15. */
export function pageSearch(search: Record<string, unknown>): PageSearch {
  const { page, limit } = search
  return {
    page: Number.isSafeInteger(page) && (page as number) >= 1 && (page as number) <= PAGE_MAX ? (page as number) : 1,
    limit: oneOf<PageSize>(PAGE_SIZES, limit, LIMIT_DEFAULT as PageSize),
  }
}

export function stringParam(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined
}

export function textParam(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? stringParam(value.trim(), max) : undefined
}

export function oneOf<T>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback
}

export const PAGE_SEARCH_DEFAULTS: PageSearch = { page: 1, limit: LIMIT_DEFAULT as PageSize }

/** The search options of a list page's route; the middleware keeps `?page=1&limit=15` out of the address bar. */
export const pageSearchRoute = {
  validateSearch: pageSearch,
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
