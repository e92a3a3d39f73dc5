import { z } from 'zod'
import { queryInt, queryLimit } from './fields.ts'
import { LIMIT_DEFAULT, LIMIT_MAX, LINK_ORDERS, PAGE_MAX, PAGE_SIZES, isSuccessFlag } from './wire.ts'

export { LIMIT_DEFAULT, LIMIT_MAX, LINK_ORDERS, PAGE_MAX, PAGE_SIZES, isSuccessFlag }

// Strict: what our server emits (D14). Tolerant: what the dashboard accepts from the live service too.

export const okInt = z.literal(0)
export const okString = z.literal('0')
export const okTolerant = z.union([z.literal(0), z.literal('0'), z.literal(false)])

export const errorEnvelope = z.object({ error: z.literal(1), message: z.string().min(1) })
/** Any failure body: `error` is anything but a success flag; the live service may add `Retry-After`. */
export const errorEnvelopeTolerant = z.looseObject({
  error: z.unknown().refine((v) => v !== undefined && !isSuccessFlag(v), 'error must be a failure flag'),
  message: z.string().optional(),
  'Retry-After': z.union([z.number(), z.string()]).optional(),
})

export const messageEnvelope = z.object({ error: okInt, message: z.string().min(1) })
export const messageEnvelopeTolerant = z.looseObject({ error: okTolerant, message: z.string().optional() })

export const createdEnvelope = z.object({ error: okInt, id: z.number().int().positive() })
export const createdEnvelopeTolerant = z.looseObject({ error: okTolerant, id: z.coerce.number().int() })

export const pagingQuery = z.object({
  limit: queryLimit(LIMIT_MAX).optional().default(LIMIT_DEFAULT),
  page: queryInt('page', 1, PAGE_MAX).optional().default(1),
})
export type PagingQuery = z.output<typeof pagingQuery>

const counter = z.number().int().min(0)
const pageCounters = {
  result: counter,
  perpage: counter,
  currentpage: counter,
  maxpage: counter,
}
// The live service may send counters as numeric strings; coerce them.
const counterTolerant = z.coerce.number().int().min(0)
const pageCountersTolerant = {
  result: counterTolerant,
  perpage: counterTolerant,
  currentpage: counterTolerant,
  maxpage: counterTolerant,
  // null, 0 or the last page all mean "no next page" there; has-next is currentpage < maxpage.
  nextpage: z.union([counterTolerant, z.null()]).optional(),
}

export function listEnvelope<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    error: okString,
    data: z.object({ ...pageCounters, nextpage: counter, [key]: z.array(item) } as typeof pageCounters & {
      nextpage: typeof counter
    } & Record<K, z.ZodArray<T>>),
  })
}

export interface Page<T> {
  items: T[]
  result: number
  perpage: number
  currentpage: number
  maxpage: number
  hasNext: boolean
}

export function listEnvelopeTolerant<T extends z.ZodType>(keys: readonly string[], item: T) {
  return z.looseObject({ error: okTolerant, data: z.looseObject(pageCountersTolerant) }).transform((body, ctx): Page<z.output<T>> => {
    const data = body.data as Record<string, unknown>
    const key = keys.find((k) => Array.isArray(data[k]))
    if (!key) {
      ctx.addIssue({ code: 'custom', message: `data.${keys[0]} must be a list.`, path: ['data', keys[0]!] })
      return z.NEVER
    }
    const parsed = z.array(item).safeParse(data[key])
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['data', key, ...issue.path] } as never)
      return z.NEVER
    }
    return toPage(parsed.data, body.data)
  })
}

export function toPage<T>(items: T[], c: { result: number; perpage: number; currentpage: number; maxpage: number }): Page<T> {
  return {
    items,
    result: c.result,
    perpage: c.perpage,
    currentpage: c.currentpage,
    maxpage: c.maxpage,
    hasNext: c.currentpage < c.maxpage,
  }
}

/** D12: the counters for a page of a list of `total` items. */
export function pageCountersFor(total: number, limit: number, page: number) {
  const maxpage = Math.ceil(total / limit)
  return { result: total, perpage: limit, currentpage: page, maxpage, hasNext: page < maxpage }
}

export const pageCountersStrict = pageCounters
export const pageCountersLoose = pageCountersTolerant
