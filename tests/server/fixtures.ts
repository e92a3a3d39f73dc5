import { RESOURCES, slugOf } from './endpoints.ts'
import { type Owned, fill } from './endpoint-cases.ts'
import type { TestServer } from './harness.ts'
import { call, insertLink, ok } from './helpers.ts'

/** Through the API where there is one; bio pages have none yet (D31), so they are inserted. */
export async function ownOneOfEach(s: TestServer, user: { id: number; apiKey: string }, tag: string): Promise<Owned> {
  const t = slugOf(tag)
  const owned = {} as Owned
  for (const r of RESOURCES) {
    // One of each kind: an alias of a resource (channels, K5) uses the same row.
    if (r.kind && owned[r.kind]) continue
    if (r.add) {
      owned[r.kind!] = [ok(await call(s, r.add.path, { method: 'POST', key: user.apiKey, body: r.add.body(tag) }), r.add.answer).id]
    } else if (r.upload) {
      const path = fill(r.upload.path, { filename: r.upload.filename(tag) })
      owned[r.kind!] = [ok(await call(s, path, { method: 'POST', key: user.apiKey, body: `${tag} file bytes` }), r.upload.answer).id]
    }
  }
  owned.bio ??= [(await insertLink(s, user.id, { kind: 'bio', title: `${tag} bio`, alias: `${t}-bio`, longUrl: `https://${t}-bio.example.com` })).id]
  return owned
}

export const firstOfEach = (o: Owned) => Object.fromEntries(Object.entries(o).map(([k, ids]) => [k, ids[0]!])) as Record<keyof Owned, number>
