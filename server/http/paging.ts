import type { Context } from 'hono'
import { pagingQuery, pageCountersFor } from '../../contract/envelope.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { json } from './json.ts'
import { queryOf, validate } from './request.ts'

export function pagingOf(c: Context) {
  const q = queryOf(c)
  const { limit, page } = validate(pagingQuery, { limit: q.limit, page: q.page })
  return { limit, page, offset: (page - 1) * limit }
}

export function listBody(key: string, items: unknown[], total: number, limit: number, page: number) {
  const c = pageCountersFor(total, limit, page)
  return {
    error: '0',
    data: {
      result: c.result,
      perpage: c.perpage,
      currentpage: c.currentpage,
      nextpage: c.hasNext ? page + 1 : 0,
      maxpage: c.maxpage,
      [key]: items,
    },
  }
}

export async function listResponse<R>(
  c: Context<ApiEnv>,
  key: string,
  query: { rows: (limit: number, offset: number) => Promise<R[]>; total: () => Promise<{ n: number }[]> },
  map: (row: R) => unknown,
) {
  const { limit, page, offset } = pagingOf(c)
  const total = async () => ((await query.total())[0]?.n ?? 0)
  const [rows, n] = await Promise.all([query.rows(limit, offset), c.get('counts').get(c.get('user').id, key, total)])
  return json(c, listBody(key, rows.map(map), n, limit, page))
}
