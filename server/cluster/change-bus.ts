/** A committed write that caches elsewhere must forget (issue 20). */
export type Change =
  | { kind: 'link'; host: string; alias: string }
  | { kind: 'links' }
  | { kind: 'user-rows'; userId: number }
  | { kind: 'key'; hash: string }
  | { kind: 'account'; userId: number }
  | { kind: 'stats'; linkId: number | null }
  | { kind: 'campaign'; id: number | null }

export interface Prepared {
  name: string
  text: string
}

/** `reset`: changes may have been missed (the listening connection dropped): forget everything. */
export type ChangeHandler = (change: Change | { kind: 'reset' }) => void

/**
 * How the caches of every instance learn about writes. A publish is handled here at once and, on
 * PostgreSQL, told to the other instances; `sync` says whether a cache may be read now.
 */
export interface ChangeBus {
  subscribe: (handler: ChangeHandler) => void
  /** Called after the write committed; `published` resolves when the other instances can learn it. */
  publish: (change: Change) => void
  /**
   * For a write that is one statement: the `pg_notify` arguments that tell the other instances in that
   * statement's own commit (null on one process). The caller handles the change here itself.
   */
  inline: (change: Change) => { channel: string; payload: string } | null
  /** Resolves when every publish started so far has reached the database. */
  published: () => Promise<void>
  /**
   * `true` when every change published anywhere before the call has been handled here, so a cache hit is
   * current; `false` when caches must be bypassed (the listening connection is down).
   */
  sync: () => true | Promise<boolean>
  /** J3: `sync` whose round trip also runs `statement`; J8: `prepare` is PREPAREd on its connection first. */
  ride?: (statement: string, prepare?: Prepared) => Promise<{ synced: boolean; rows: Record<string, unknown>[] | Error }>
  close: () => Promise<void>
}

/** One process (PGlite): every write happens here, so handling it here is enough. */
export function localBus(): ChangeBus {
  const handlers: ChangeHandler[] = []
  return {
    subscribe: (handler) => void handlers.push(handler),
    publish: (change) => handlers.forEach((h) => h(change)),
    inline: () => null,
    published: () => Promise.resolve(),
    sync: () => true,
    close: () => Promise.resolve(),
  }
}
