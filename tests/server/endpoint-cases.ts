import type { z } from 'zod'
import { type Body, type Fields, type Kind, type Method, RESOURCES, type Resource } from './endpoints.ts'

export type Id = number | string
/** The ids a user owns, by kind; the first of a kind is what a route takes as "the caller's own". */
export type Owned = Record<Kind, number[]>

export function fill(route: string, values: Record<string, Id>): string {
  return route.replace(/:(\w+)/g, (m, name: string) => (name in values ? String(values[name]) : m))
}

export interface Endpoint {
  method: Method
  route: string
  fields?: Fields
  upload?: boolean
}

export function endpoints(): Endpoint[] {
  return RESOURCES.flatMap((r): Endpoint[] => [
    ...(r.read ? [{ method: 'GET', route: r.read.path }, { method: 'POST', route: r.read.path }] as const : []),
    ...(r.list ? [{ method: 'GET', route: r.list.path }] as const : []),
    ...(r.get ? [{ method: 'GET', route: r.get.path }] as const : []),
    ...(r.add ? [{ method: 'POST', route: r.add.path, fields: r.add.fields }] as const : []),
    ...(r.assign ? [{ method: 'POST', route: r.assign.path }] as const : []),
    ...(r.assign?.unassign ? [{ method: 'DELETE', route: r.assign.path }] as const : []),
    ...(r.actions?.id ?? []).map((a) => ({ method: a.method, route: a.path })),
    ...(r.actions?.posts ?? []).map((route) => ({ method: 'POST', route }) as const),
    ...(r.update ? [{ method: 'PUT', route: r.update.path, fields: r.update.fields }] as const : []),
    ...(r.delete ? [{ method: 'DELETE', route: r.delete }] as const : []),
    ...(r.upload ? [{ method: 'POST', route: r.upload.path, upload: true }] as const : []),
  ])
}

export function jsonWrites(mine: Owned): { method: Method; path: string; fields: Fields }[] {
  return RESOURCES.flatMap((r) => [
    ...(r.add ? [{ method: 'POST' as const, path: r.add.path, fields: r.add.fields }] : []),
    ...(r.update ? [{ method: 'PUT' as const, path: own(r.update.path, r, mine), fields: r.update.fields }] : []),
  ])
}

const own = (route: string, r: Resource, mine: Owned) => (r.kind ? fill(route, { [r.kind]: mine[r.kind][0]! }) : route)

/** A route that takes an id: for an id the caller does not own it answers 404 `missing`. */
export interface IdRoute {
  /** The route with the tested place as `:id`. */
  name: string
  method: Method
  /** The route with `id` in the tested place and the ids of `mine` in any other. */
  path: (id: Id, mine: Owned) => string
  body?: Body
  missing: string
  kinds: Kind[]
}

/** Every id route of a resource; assign routes once for each of their two ids. */
export function idRoutes(r: Resource): IdRoute[] {
  const kind = r.kind
  if (!kind || !r.missing) return []
  const missing = r.missing
  const one = (method: Method, route: string, body?: Body): IdRoute => ({
    name: `${method} ${fill(route, { [kind]: ':id' })}`,
    method,
    path: (id) => fill(route, { [kind]: id }),
    body,
    missing,
    kinds: [kind],
  })
  const routes = [
    ...(r.get ? [one('GET', r.get.path)] : []),
    ...(r.update ? [one('PUT', r.update.path, r.update.body)] : []),
    ...(r.delete ? [one('DELETE', r.delete)] : []),
    ...(r.actions?.id ?? []).map((a) => one(a.method, a.path)),
  ]
  if (!r.assign) return routes
  const { path, types, missing: itemMissing, unassign } = r.assign
  const byRoute = new Map<string, Kind[]>()
  for (const [item, type] of Object.entries(types) as [Kind, string][]) {
    const route = fill(path, { type })
    byRoute.set(route, [...(byRoute.get(route) ?? []), item])
  }
  for (const [route, items] of byRoute) {
    const place = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!).find((name) => name !== kind)!
    for (const [method, missingItem] of [['POST', itemMissing], ...(unassign ? [['DELETE', unassign]] : [])] as [Method, string][]) {
      routes.push(
        { ...one(method, route), path: (id, mine) => fill(route, { [kind]: id, [place]: mine[items[0]!][0]! }) },
        {
          name: `${method} ${fill(route, { [place]: ':id' })}`,
          method,
          path: (id, mine) => fill(route, { [kind]: mine[kind][0]!, [place]: id }),
          missing: missingItem,
          kinds: items,
        },
      )
    }
  }
  return routes
}

export const allIdRoutes = () => RESOURCES.flatMap(idRoutes)

export interface PagedList {
  path: string
  key: string
  schema: z.ZodType
  bare?: boolean
  kind?: Kind
  /** The kind of the id whose page it is (a directory's items). */
  parent?: Kind
}

export function pagedLists(mine: Owned): PagedList[] {
  return RESOURCES.flatMap((r) => [
    ...(r.list ? [{ ...r.list, kind: r.kind }] : []),
    ...(r.get?.items && r.kind ? mine[r.kind].map((id) => ({ ...r.get!.items!, path: fill(r.get!.path, { [r.kind!]: id }), parent: r.kind })) : []),
  ])
}

/** Every GET that shows the caller's data: the account, each paged list (its first 100) and each own id's page. */
export function reads(mine: Owned): string[] {
  return [
    ...RESOURCES.flatMap((r) => (r.read ? [r.read.path] : [])),
    ...pagedLists(mine).map((l) => `${l.path}?limit=100`),
    ...RESOURCES.flatMap((r) => (r.get && !r.get.items && r.kind ? mine[r.kind].map((id) => fill(r.get!.path, { [r.kind!]: id })) : [])),
  ]
}

export function listed(l: PagedList, body: unknown): { result: number; ids: number[] } {
  const data = (l.bare ? body : (body as { data: unknown }).data) as Record<string, unknown> & { result: number }
  return { result: data.result, ids: (data[l.key] as { id: number }[]).map((x) => x.id) }
}
