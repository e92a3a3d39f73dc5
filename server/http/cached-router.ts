import type { Result, Router } from 'hono/router'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'

const PATHS = 1_000
const LONGEST = 256

/** Y3: Hono's TrieRouter, with the answers for the last PATHS short paths of each method kept. */
export class CachedRouter<T> implements Router<T> {
  readonly name = 'CachedRouter'
  private readonly router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] })
  private readonly known = new Map<string, Map<string, Result<T>>>()

  constructor(private readonly wrap?: (handler: T) => T) {}

  add(method: string, path: string, handler: T): void {
    this.known.clear()
    this.router.add(method, path, this.wrap ? this.wrap(handler) : handler)
  }

  match(method: string, path: string): Result<T> {
    let paths = this.known.get(method)
    const found = paths?.get(path)
    if (found) return found
    const result = this.router.match(method, path)
    if (path.length > LONGEST) return result
    if (!paths) this.known.set(method, (paths = new Map()))
    if (paths.size >= PATHS) paths.delete(paths.keys().next().value!)
    paths.set(path, result)
    return result
  }
}
