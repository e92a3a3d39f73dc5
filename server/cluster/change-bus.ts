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

export type ChangeHandler = (change: Change | { kind: 'reset' }) => void

export interface ChangeBus {
  subscribe: (handler: ChangeHandler) => void
  publish: (change: Change) => void
  /** S2: `pg_notify` arguments that tell the others in a one-statement write's own commit; the caller handles it here. */
  inline: (change: Change) => { channel: string; payload: string } | null
  published: () => Promise<void>
  /** S3: true when a cache hit is current; false while caches must be bypassed (S4). */
  sync: () => true | Promise<boolean>
  /** J3: `sync` whose round trip also runs `statement`; J8: `prepare` is PREPAREd on its connection first. */
  ride?: (statement: string, prepare?: Prepared) => Promise<{ synced: boolean; rows: Record<string, unknown>[] | Error }>
  close: () => Promise<void>
}

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
