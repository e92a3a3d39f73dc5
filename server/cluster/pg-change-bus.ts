import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { Change, ChangeBus, ChangeHandler, Prepared } from './change-bus.ts'

const CHANNEL = 'linkdash_changes'
const RECONNECT_MS = [100, 250, 500, 1_000, 2_000]

type Query = (text: string, values: unknown[]) => Promise<unknown>

// S2: LISTEN/NOTIFY on a connection of its own; `sync` is S3's shared round trip on it.
export function pgChangeBus(connectionString: string, query: Query): ChangeBus {
  const id = randomUUID()
  const handlers: ChangeHandler[] = []
  const handle = (change: Change | { kind: 'reset' }) => handlers.forEach((h) => h(change))
  const pending = new Set<Promise<unknown>>()
  let listener: pg.Client | null = null // set only while LISTEN is in place
  let closed = false
  let attempt = 0
  let inFlight: Promise<boolean> | undefined
  let queued: Promise<boolean> | undefined
  let riders: { statement: string; prepare?: Prepared; done: (rows: Record<string, unknown>[] | Error) => void }[] = []
  let prepared = new Set<string>()

  const down = (client: pg.Client) => {
    if (listener === client) listener = null
    handle({ kind: 'reset' })
    client.removeAllListeners()
    client.on('error', () => {})
    void client.end().catch(() => {})
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]).unref()
  }

  const connect = async () => {
    if (closed) return
    // Loaded here: the embedded database never needs the driver.
    const { default: driver } = await import('pg')
    const client = new driver.Client({ connectionString, application_name: 'linkdash-changes' })
    let lost = false
    const lose = (e?: Error) => {
      if (lost) return
      lost = true
      if (e && !closed) console.error(`The change notification connection to PostgreSQL failed (${e.message}); caches are bypassed until it is back.`)
      down(client)
    }
    client.on('error', lose)
    client.on('end', () => lose())
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return
      let message: { from: string; change: Change }
      try {
        message = JSON.parse(n.payload) as typeof message
      } catch {
        return handle({ kind: 'reset' })
      }
      if (message.from !== id) handle(message.change)
    })
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (lost || closed) return void client.end().catch(() => {})
        attempt = 0
        handle({ kind: 'reset' })
        prepared = new Set()
        listener = client
      })
      .catch((e: Error) => lose(e))
  }

  const roundTrip = (): Promise<boolean> => {
    const client = listener
    const batch = riders
    riders = []
    if (!client) {
      batch.forEach((r) => r.done(new Error('The change notification connection is down.')))
      return Promise.resolve(false)
    }
    for (const { prepare } of batch) {
      if (!prepare || prepared.has(prepare.name)) continue
      prepared.add(prepare.name)
      void client.query(`prepare ${prepare.name} as ${prepare.text}`).catch(() => prepared.delete(prepare.name))
    }
    // One simple query is one transaction; sorted so two instances lock rows in one order.
    batch.sort((p, q) => (p.statement < q.statement ? -1 : p.statement > q.statement ? 1 : 0))
    const text = batch.length ? batch.map((r) => r.statement).join(';\n') : 'select 1'
    const trip: Promise<boolean> = (client.query(text) as Promise<pg.QueryResult | pg.QueryResult[]>)
      .then(
        (result) => {
          const results = Array.isArray(result) ? result : [result]
          batch.forEach((r, i) => r.done(results[i]?.rows ?? []))
          return listener === client
        },
        (e: Error) => {
          batch.forEach((r) => r.done(e))
          return false
        },
      )
      .finally(() => {
        if (inFlight === trip) inFlight = undefined
      })
    inFlight = trip
    return trip
  }

  const sync = (): Promise<boolean> => {
    if (!listener) return roundTrip()
    if (!inFlight) return roundTrip()
    // S3: the trip in flight may predate this read's write: wait for the next.
    return (queued ??= inFlight.then(() => {
      queued = undefined
      return roundTrip()
    }))
  }

  void connect()
  return {
    subscribe: (handler) => void handlers.push(handler),
    publish: (change) => {
      handle(change)
      if (closed) return
      const sent = query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: id, change })])
        .catch((e: Error) => console.error(`A change could not be told to the other instances (${e.message}).`))
        .finally(() => pending.delete(sent))
      pending.add(sent)
    },
    inline: (change) => ({ channel: CHANNEL, payload: JSON.stringify({ from: id, change }) }),
    published: async () => {
      await Promise.all(pending)
    },
    sync,
    ride: (statement, prepare) => {
      const rows = new Promise<Record<string, unknown>[] | Error>((done) => riders.push({ statement, prepare, done }))
      const live = sync()
      return Promise.all([live, rows]).then(([synced, got]) => (got instanceof Error ? { synced: false, rows: got } : { synced, rows: got }))
    },
    close: async () => {
      closed = true
      const client = listener
      listener = null
      await Promise.all(pending)
      if (client) {
        client.removeAllListeners()
        client.on('error', () => {})
        await client.end().catch(() => {})
      }
    },
  }
}
