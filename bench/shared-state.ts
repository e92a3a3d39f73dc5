// npx tsx bench/shared-state.ts: issue 20's micro-benchmarks on a throwaway PostgreSQL database: the rate limit's upsert
// (beside rate-limiter-flexible when installed) and what each cache buys (BENCH_PARTS=rate skips it), alternating rounds.
import { and, count, eq, sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import { sumClicks } from '../server/clicks/click-batch.ts'
import { clickStatistics } from '../server/clicks/statistics.ts'
import { pgChangeBus } from '../server/cluster/pg-change-bus.ts'
import { openDatabase } from '../server/db/client.ts'
import { links, users } from '../server/db/schema.ts'
import { LinkCache } from '../server/links/link-cache.ts'
import { localBus } from '../server/cluster/change-bus.ts'
import { PgRateLimiter } from '../server/middleware/pg-rate-limiter.ts'
import { createUser } from '../server/auth/create-user.ts'
import { hashKey } from '../server/auth/api-keys.ts'
import type { Log, Measurement } from './measurement.ts'
import { withThrowawayDatabase } from './postgres.ts'
import { runMeasurement } from './runner.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SEQUENTIAL = 400
const PARALLEL = 50
const PARALLEL_OPS = 4_000

type Op = () => unknown
const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!

async function sequentialUs(op: Op): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = performance.now()
    await op()
    times.push((performance.now() - t) * 1000)
  }
  return median(times)
}

async function parallelOps(op: Op): Promise<number> {
  let left = PARALLEL_OPS
  const t = performance.now()
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (left-- > 0) await op()
  }))
  return PARALLEL_OPS / ((performance.now() - t) / 1000)
}

/** Alternating rounds over every op: each round measures all of them, the medians are kept. */
async function measure(ops: Record<string, Op>) {
  const seq: Record<string, number[]> = {}
  const par: Record<string, number[]> = {}
  for (const name of Object.keys(ops)) await sequentialUs(ops[name]!) // warm-up: plans, prepared statements
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, op] of Object.entries(ops)) {
      ;(seq[name] ??= []).push(await sequentialUs(op))
      ;(par[name] ??= []).push(await parallelOps(op))
    }
  }
  return Object.fromEntries(Object.keys(ops).map((name) => [name, { us: median(seq[name]!), opsPerS: median(par[name]!) }]))
}

const sharedStateBench = (log: Log) =>
  withThrowawayDatabase('linkdash_shared_state', log, async ({ url, version }) => {
    const database = await openDatabase({ dataDir: '/tmp', databaseUrl: url })
    const db = database.db
    const pool = (db as unknown as { $client: Pool }).$client
    const out: Record<string, unknown> = { postgres: version, rounds: ROUNDS, sequential: SEQUENTIAL, parallel: PARALLEL }

    // 1. Rate limit: many buckets (a key per request's user) and one hot bucket.
    const ours = new PgRateLimiter((q) => pool.query(q))
    let n = 0
    const rateOps: Record<string, Op> = {
      'upsert, 1,000 buckets': () => ours.take(`user:${n++ % 1000}`, 1e9),
      'upsert, one bucket': () => ours.take('user:hot', 1e9),
    }
    try {
      const { RateLimiterPostgres } = (await import('rate-limiter-flexible' as string)) as { RateLimiterPostgres: new (o: object, cb: (e?: Error) => void) => { consume: (k: string) => Promise<unknown> } }
      const flexibleOn = (tableName: string, tableCreated: boolean) =>
        new Promise<{ consume: (k: string) => Promise<unknown> }>((resolve, reject) => {
          const l = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName, tableCreated, points: 1e9, duration: 60 }, (e) => setImmediate(() => (e ? reject(e) : resolve(l))))
        })
      // Its own table is logged: each commit waits for the WAL's flush. Also measured on an unlogged one, like ours.
      const logged = await flexibleOn('rlf_logged', false)
      await pool.query('create unlogged table rlf_unlogged (key varchar(255) primary key, points integer not null default 0, expire bigint)')
      const unlogged = await flexibleOn('rlf_unlogged', true)
      rateOps['rate-limiter-flexible (its logged table), 1,000 buckets'] = () => logged.consume(`user:${n++ % 1000}`)
      rateOps['rate-limiter-flexible (its logged table), one bucket'] = () => logged.consume('user:hot')
      rateOps['rate-limiter-flexible (unlogged table), 1,000 buckets'] = () => unlogged.consume(`user:${n++ % 1000}`)
      rateOps['rate-limiter-flexible (unlogged table), one bucket'] = () => unlogged.consume('user:hot')
    } catch (e) {
      out.rateLimiterFlexible = `not measured: ${(e as Error).message.split('\n')[0]}`
    }
    out.rateLimit = await measure(rateOps)
    ours.close()

    if (process.env.BENCH_PARTS === 'rate') return out
    // 2. Caches: a user with 10,000 links, one of them with 5,000 clicks over varied values.
    const user = await createUser(db, { email: 'bench@example.com' })
    await db.execute(sql`insert into links (user_id, alias, long_url, title)
      select ${user.id}, 'b' || g, 'https://example.com/' || g, 'Bench ' || g from generate_series(1, 10000) g`)
    const [clicked] = await db.select().from(links).where(eq(links.alias, 'b1'))
    const clicks = Array.from({ length: 5_000 }, (_, i) => ({
      linkId: clicked!.id,
      country: ['US', 'DE', 'FR', 'GB', 'JP'][i % 5]!,
      referrer: `site-${i % 40}.example.com`,
      browser: ['Chrome', 'Firefox', 'Safari'][i % 3]!,
      os: ['Windows', 'macOS', 'Linux', 'iOS'][i % 4]!,
      language: ['en', 'de', 'fr'][i % 3]!,
      visitor: `v${i % 900}`,
    }))
    await pool.query('insert into click_pending (clicks) values ($1::jsonb)', [JSON.stringify(sumClicks(clicks))])
    await db.execute(sql`select fold_clicks()`)
    await db.execute(sql`analyze`)

    const bus = pgChangeBus(url, (text, values) => pool.query(text, values))
    while ((await bus.sync()) !== true) await new Promise((r) => setTimeout(r, 20))
    const uncached = new LinkCache({ ...localBus(), sync: () => Promise.resolve(false) })
    const hash = hashKey(user.apiKey)
    const mine = and(eq(links.userId, user.id), eq(links.kind, 'links'), eq(links.qr, false))
    out.caches = await measure({
      'a cache hit: the round trip on the listening connection': () => bus.sync(),
      'link cache miss: the alias with its pixels': () => uncached.resolve(db, '', 'b5000'),
      'key cache miss: the user by key hash': () => db.select({ id: users.id, rateLimit: users.rateLimit, expires: users.expires }).from(users).where(eq(users.apiKeyHash, hash)),
      'count cache miss: 10,000 links counted': () => db.select({ n: count() }).from(links).where(mine),
      'statistics cache miss: a link with 5,000 clicks': () => clickStatistics(db, clicked!.id),
    })
    await bus.close()
    await database.close()
    return out
  })

export const measurement: Measurement<Awaited<ReturnType<typeof sharedStateBench>>> = {
  name: 'shared-state', file: import.meta.filename,
  what: "the rate limit's upsert and what each cache buys on PostgreSQL", run: sharedStateBench,
  print: (result) => console.log(JSON.stringify(result, null, 2)),
}

await runMeasurement(measurement, import.meta.filename)
