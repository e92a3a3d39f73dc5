import type { Context } from 'hono'
import type { z } from 'zod'
import { parseId } from '../../contract/fields.ts'
import { ApiFailure, notFound } from './errors.ts'

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is invalid.'
  const msg = issue.message
  // Our schemas' messages name the field; zod's built-in ones do not, so prefix the path.
  const field = issue.path.join('.')
  if (!field || msg.toLowerCase().includes(String(issue.path[0]).toLowerCase())) return msg
  return `${field}: ${msg}`
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ApiFailure(400, firstIssue(result.error))
  return result.data
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiFailure(400, 'The request body must be valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiFailure(400, 'The request body must be a JSON object.')
  }
  const nul = nulPath(body)
  if (nul !== null) throw new ApiFailure(400, nul ? `${nul} must not contain the NUL character.` : 'Field names must not contain the NUL character.')
  return body as Record<string, unknown>
}

/** PostgreSQL cannot store U+0000 in text or jsonb (a 500). Iterative, so deep nesting cannot overflow the stack. */
function nulPath(root: object): string | null {
  const stack: [unknown, string][] = [[root, '']]
  while (stack.length) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\0')) return path.length > 100 ? `${path.slice(0, 100)}…` : path
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\0')) return ''
        stack.push([v, Array.isArray(value) ? `${path}[${k}]` : path ? `${path}.${k}` : k])
      }
    }
  }
  return null
}

export async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return withoutUndefined(validate(schema, await jsonBody(c)))
}

/** A field sent as null parses to undefined (D10a); dropping it keeps "not given" one thing for the routes. */
function withoutUndefined<T>(body: T): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T
}

export function queryOf(c: Context): Record<string, string> {
  const all = c.req.queries()
  const out: Record<string, string> = {}
  for (const [key, values] of Object.entries(all)) {
    if (values.length > 1) throw new ApiFailure(400, `${key} must be given only once.`)
    if (key.includes('\0') || values[0]!.includes('\0')) {
      throw new ApiFailure(400, key.includes('\0') ? 'Query parameter names must not contain the NUL character.' : `${key} must not contain the NUL character.`)
    }
    out[key] = values[0]!
  }
  return out
}

export function idParam(c: Context, name: string, what: string): number {
  const id = parseId(c.req.param(name) ?? '')
  if (id === null) throw notFound(what)
  return id
}
