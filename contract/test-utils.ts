import type { z } from 'zod'

/** The messages of a failed parse, by dotted path; throws when the input unexpectedly parses. */
export function issuesOf(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input)
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`)
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

export function messageAt(schema: z.ZodType, input: unknown, path: string): string {
  const issues = issuesOf(schema, input)
  const hit = issues.find((i) => i.path === path)
  if (!hit) throw new Error(`no issue at "${path}"; got ${JSON.stringify(issues)}`)
  return hit.message
}

/** A list body as our server sends it under `data` (D12, D14). */
export function listBody(key: string, items: unknown[], counters: Record<string, unknown> = {}) {
  return {
    error: '0',
    data: { result: items.length, perpage: 15, currentpage: 1, nextpage: 0, maxpage: items.length ? 1 : 0, ...counters, [key]: items },
  }
}
