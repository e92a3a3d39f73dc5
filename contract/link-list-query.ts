import { z } from 'zod'
import { queryInt } from './fields.ts'
import { LINK_ORDERS, pagingQuery } from './envelope.ts'

export { LINK_ORDERS }

/** X2: the orders of GET /urls on our server; `clicked` is most recently clicked first. */
export const LINK_LIST_ORDERS = [...LINK_ORDERS, 'clicked'] as const
export type LinkListOrder = (typeof LINK_LIST_ORDERS)[number]
/** X2: `status=` values, OR within the list; archived links show only when `archived` is named. */
export const LINK_FILTER_STATUSES = ['protected', 'expiring', 'expired', 'targeted', 'archived'] as const
export type LinkFilterStatus = (typeof LINK_FILTER_STATUSES)[number]
/** X2: `expiring` is an expiry within the next 7 days, today included. */
export const EXPIRING_DAYS = 7

const idOrNone = (field: string) =>
  z
    .string({ error: `${field} must be an id or none.` })
    .refine((v) => v === 'none' || /^[1-9]\d{0,9}$/.test(v), `${field} must be an id or none.`)
    .transform((v) => (v === 'none' ? ('none' as const) : Number(v)))
    .refine((v) => v === 'none' || v <= 2 ** 31 - 1, `${field} must be an id or none.`)
const STATUS_RULE = `status must be a comma-separated list of ${LINK_FILTER_STATUSES.join(', ')}.`
const statusList = z
  .string({ error: STATUS_RULE })
  .max(200, STATUS_RULE)
  .transform((v, ctx) => {
    const names = [...new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))]
    if (names.length && names.every((n) => (LINK_FILTER_STATUSES as readonly string[]).includes(n))) return names as LinkFilterStatus[]
    ctx.addIssue({ code: 'custom', message: STATUS_RULE })
    return z.NEVER
  })

export const linksQuery = z.object({
  limit: pagingQuery.shape.limit,
  page: queryInt('page', 1, 100000).optional().default(1),
  order: z.enum(LINK_LIST_ORDERS, { error: 'order must be date, click or clicked.' }).optional().default('date'),
  campaign: idOrNone('campaign').optional(),
  domain: idOrNone('domain').optional(),
  directory: z
    .string({ error: 'directory must be an id.' })
    .regex(/^[1-9]\d{0,9}$/, 'directory must be an id.')
    .transform(Number)
    .refine((v) => v <= 2 ** 31 - 1, 'directory must be an id.')
    .optional(),
  status: statusList.optional(),
  q: z.string({ error: 'q must be a string.' }).max(200, 'q must be at most 200 characters.').optional(),
  short: z.string({ error: 'short must be a string.' }).max(2100, 'short must be at most 2100 characters.').optional(),
})
