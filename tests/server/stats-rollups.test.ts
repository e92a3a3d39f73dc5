import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkSaved, qrCreated } from '../../contract/index.ts'
import { type StatsData, statsQuery, statsResponse } from '../../contract/stats.ts'
import { planStats } from '../../server/clicks/stats-period.ts'
import { readsMoreThan, scopeLinks, statsAnswer } from '../../server/clicks/stats-query.ts'
import { rollPlans } from '../../server/clicks/stats-rolled.ts'
import { RollupJob } from '../../server/clicks/stats-rollup-job.ts'
import { ClickRecorder } from '../../server/clicks/recorder.ts'
import { ClickStatsCache } from '../../server/clicks/statistics.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok } from './helpers.ts'

// T20–T23: GET /stats from daily rollups equals GET /stats from detail. One server, its job off (the test
// ticks it); clicks go in through click_events, whose trigger writes click_hits and click_hours as a fold does.
let s: TestServer
let key = ''
let userId = 0
const ids = { a: 0, b: 0, qr: 0, qrLink: 0, campaign: 0 }
const COUNTRIES = ['DE', 'FR', 'US', '', 'IN']
const REFERRERS = ['Direct, email and other', 'QR code', 'google.com', 't.co', 'news.example']
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows

type Click = [link: number, at: string, i: number]
async function clicks(list: Click[]) {
  const values = list.map(([link, at, i]) => sql`(${link}, ${at}::timestamptz, ${COUNTRIES[i % 5]!}, ${REFERRERS[i % 5]!}, ${['Chrome', 'Safari', 'Firefox'][i % 3]!},
      ${['Windows', 'iOS', 'Android', 'Linux'][i % 4]!}, ${['de', '', 'fr'][i % 3]!}, ${`v${(i * 7) % 23}`}, ${['desktop', 'mobile', 'tablet'][i % 3]!})`)
  await s.db.execute(sql`insert into click_events (link_id, at, country, referrer, browser, os, language, visitor, device) values ${sql.join(values, sql`, `)}`)
}
const click = (link: number, at: string, i: number) => clicks([[link, at, i]])

const stats = async (query: string): Promise<StatsData> => ok(await call(s, `/stats?${query}`, { key }), statsResponse).data
const QUERIES = () => [
  `scope=link:${ids.a}&from=2026-05-01&to=2026-05-20&interval=day`,
  `scope=link:${ids.a}&from=2026-05-02&to=2026-05-19&interval=week&tz=Asia/Kolkata`,
  `scope=account&from=2026-05-03&to=2026-05-17&interval=week&tz=America/St_Johns&compare=previous`,
  `scope=campaign:${ids.campaign}&from=2026-04-20&to=2026-05-31&interval=month&tz=Australia/Eucla`,
  `scope=qr:${ids.qr}&from=2026-05-01&to=2026-05-20&interval=day&compare=previous`,
  `scope=account&from=2026-04-15&to=2026-05-31&interval=month`,
  `scope=link:${ids.b}&from=2026-05-01&to=2026-05-20&interval=day&tz=Asia/Kolkata`,
  // T42: New York's days cut every UTC day at 04:00, the account reads those hours from its hour rows.
  `scope=account&from=2026-05-02&to=2026-05-19&interval=day&tz=America/New_York&compare=previous`,
]

// T29: the account with one filtered column, from its value rows; two filters and `source` stay on detail.
const FILTERED = [
  `scope=account&from=2026-05-01&to=2026-05-20&interval=day&country=DE`,
  `scope=account&from=2026-05-03&to=2026-05-17&interval=week&tz=America/St_Johns&compare=previous&referrer=direct,google.com`,
  `scope=account&from=2026-04-15&to=2026-05-31&interval=month&tz=Asia/Kolkata&device=tablet,mobile`,
  `scope=account&from=2026-05-02&to=2026-05-19&interval=day&language=unknown&compare=previous`,
  `scope=account&from=2026-05-01&to=2026-05-20&interval=week&country=unknown,IN`,
  // T40: Berlin's weeks begin on Sundays at 22:00 UTC in May, so 2026-05-10 is cut 22 hours to 2.
  `scope=account&from=2026-05-04&to=2026-05-17&interval=week&tz=Europe/Berlin&referrer=direct`,
]
const ON_DETAIL = [`scope=account&from=2026-05-01&to=2026-05-20&country=DE&device=mobile`, `scope=account&from=2026-05-01&to=2026-05-20&source=scan`]
const planOf = async (query: string) => {
  const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(query)))
  return rollPlans(s.db, await planStats(q, async () => null), q, userId)
}
const valued = async () => rows<{ n: number }>(await s.db.execute(sql`select count(*)::int as n from click_account_rollups where user_id = ${userId} and valued`))[0]!.n

/** The answer from detail only, in process, beside the one the server gives. */
async function fromDetail(query: string): Promise<StatsData> {
  const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(query)))
  return statsAnswer(s.db, await scopeLinks(s.db, userId, q.scope), q, await planStats(q, async () => null), -Infinity)
}

beforeAll(async () => {
  s = await startServer({ statsRollupMs: 0 })
  const user = await s.newUser()
  key = user.apiKey
  userId = user.id
  const link = async (url: string) => ok(await call(s, '/url/add', { method: 'POST', key, body: { url } }), linkSaved).id
  ids.a = await link('https://example.com/a')
  ids.b = await link('https://example.com/b')
  const qr = ok(await call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: 'https://example.com/qr' } }), qrCreated)
  ids.qr = qr.id
  ids.qrLink = Number(rows<{ link_id: number }>(await s.db.execute(sql`select link_id from qr_codes where id = ${qr.id}`))[0]!.link_id)
  ids.campaign = ((await call(s, '/campaign/add', { method: 'POST', key, body: { name: 'Rolled' } })).body as { id: number }).id
  for (const l of [ids.a, ids.b]) expect((await call(s, `/campaign/${ids.campaign}/assign/${l}`, { method: 'POST', key, body: {} })).status).toBe(200)
  const list: Click[] = []
  for (let day = 1; day <= 20; day++) {
    const d = `2026-05-${String(day).padStart(2, '0')}`
    // 18:15 and 18:45 UTC fall on both sides of Kolkata's midnight; 23:50 on St John's next day.
    for (const time of ['00:00', '03:30', '09:15', '18:15', '18:45', '23:50']) list.push([ids.a, `${d} ${time}:00+00`, list.length])
    if (day % 3 === 0) list.push([ids.b, `${d} 12:00:00+00`, list.length])
    if (day % 2 === 0) list.push([ids.qrLink, `${d} 06:00:00+00`, list.length])
  }
  await clicks(list)
}, 60_000)

afterAll(async () => {
  await s?.stop()
})

describe('daily rollups (T20, T22)', () => {
  let before: StatsData[] = []

  it('rolls every completed day in bounded ticks, then answers exactly as detail does', async () => {
    before = await Promise.all(QUERIES().map(stats))
    for (const [i, query] of QUERIES().entries()) expect(before[i], query).toEqual(await fromDetail(query))
    const job = new RollupJob(s.db, 10)
    let ticks = 0
    for (let r = await job.tick(); r !== 'idle'; r = await job.tick()) {
      // T20, T31: a step reads at most the budget, a moment holding more in parts (the demo seed's hold several).
      if (r === 'read') expect(job.lastRows).toBeLessThanOrEqual(10)
      ticks++
    }
    expect(ticks).toBeGreaterThan(20)
    const rolled = rows<{ n: number }>(await s.db.execute(sql`select count(*)::int as n from click_rollups where link_id = ${ids.a} and not stale`))[0]!.n
    expect(rolled).toBe(20)
    const accountDays = rows<{ n: number }>(await s.db.execute(sql`select count(*)::int as n from click_account_rollups where user_id = ${userId} and not stale`))[0]!.n
    expect(accountDays).toBe(20)
    for (const [i, query] of QUERIES().entries()) {
      const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(query)))
      const plans = await rollPlans(s.db, await planStats(q, async () => null), q, userId)
      // Kolkata's days never hold a whole UTC day: that query stays on detail; New York's account reads hours.
      if (query.includes('New_York')) expect(plans[0]?.hours?.length, query).toBeGreaterThan(300)
      else if (!query.includes(`link:${ids.b}`)) expect(plans[0]?.days.length, query).toBeGreaterThan(0)
      // T24: the account reads its own rows.
      if (query.includes('scope=account')) expect(plans[0]?.account).toBe(userId)
      expect(await stats(query), query).toEqual(before[i])
    }
  })

  it('answers the account with one filtered column from its value rows, as detail does (T29)', async () => {
    expect(await valued()).toBe(20)
    for (const query of FILTERED) {
      const [plan] = await planOf(query)
      expect(plan?.values?.stored.length, query).toBeGreaterThan(0)
      expect(plan?.days.length, query).toBeGreaterThan(0)
      const answer = await stats(query)
      expect(answer.clicks, query).toBeGreaterThan(0)
      expect(answer, query).toEqual(await fromDetail(query))
    }
  })

  it('leaves two filters, source, other scopes’ filters and hour buckets on detail', async () => {
    for (const query of [...ON_DETAIL, `scope=link:${ids.a}&from=2026-05-01&to=2026-05-20&country=DE`, `scope=link:${ids.a}&from=2026-05-04&to=2026-05-05`]) {
      const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(query)))
      expect(await rollPlans(s.db, await planStats(q, async () => null), q, userId)).toEqual([null, null])
      expect(await stats(query)).toEqual(await fromDetail(query))
    }
  })

  it('reads a late click into a rolled day from detail until the job rebuilds it (T21)', async () => {
    const query = QUERIES()[0]!
    await click(ids.a, '2026-05-05 10:00:00+00', 1)
    await click(ids.b, '2026-05-04 10:00:00+00', 2)
    const stale = rows<{ link_id: number; day: string }>(await s.db.execute(sql`select link_id, day::text as day from click_rollups where stale order by link_id`))
    expect(stale).toEqual([{ link_id: ids.a, day: '2026-05-05' }, { link_id: ids.b, day: '2026-05-04' }])
    const late = await stats(query)
    expect(late.clicks).toBe(before[0]!.clicks + 1)
    expect(late).toEqual(await fromDetail(query))
    const accounts = QUERIES()[5]!
    expect(rows(await s.db.execute(sql`select day::text as day from click_account_rollups where stale order by day`))).toEqual([{ day: '2026-05-04' }, { day: '2026-05-05' }])
    expect(await stats(accounts)).toEqual(await fromDetail(accounts))
    const job = new RollupJob(s.db, 100)
    // Links first, then the accounts summed from them.
    expect(await job.tick()).toBe('stale')
    expect(rows(await s.db.execute(sql`select 1 from click_rollups where stale`))).toEqual([])
    expect(await job.tick()).toBe('stale')
    expect(rows(await s.db.execute(sql`select 1 from click_account_rollups where stale`))).toEqual([])
    for (const q of [query, QUERIES()[2]!, QUERIES()[6]!]) expect(await stats(q), q).toEqual(await fromDetail(q))
    // T28: the two account-days' value rows wait for the job; detail answers those days meanwhile.
    expect(await valued()).toBe(18)
    for (const q of [...FILTERED, QUERIES()[7]!]) expect(await stats(q), q).toEqual(await fromDetail(q))
    await job.drain()
    expect(await valued()).toBe(20)
    expect((await planOf(FILTERED[0]!))[0]?.days).toContain('2026-05-05')
    for (const q of FILTERED) expect(await stats(q), q).toEqual(await fromDetail(q))
  })

  it('rebuilds value rows missing since before migration 0022 from detail, in bounded steps (T28)', async () => {
    const want = await Promise.all(FILTERED.map(fromDetail))
    await s.db.execute(sql`delete from click_account_value_rollups where user_id = ${userId}`)
    await s.db.execute(sql`update click_account_rollups set valued = false where user_id = ${userId}`)
    expect((await planOf(FILTERED[0]!))[0]).toBeNull()
    for (const [i, q] of FILTERED.entries()) expect(await stats(q), q).toEqual(want[i])
    const job = new RollupJob(s.db, 4)
    for (let r = await job.tick(); r !== 'idle'; r = await job.tick()) if (r === 'read') expect(job.lastRows).toBeLessThanOrEqual(4)
    expect(await valued()).toBe(20)
    for (const [i, q] of FILTERED.entries()) expect(await stats(q), q).toEqual(want[i])
  })

  it('values again the days valued before their hour rows existed (T42)', async () => {
    const newYork = QUERIES()[7]!
    const want = await fromDetail(newYork)
    await s.db.execute(sql`delete from click_account_value_rollups where user_id = ${userId} and dim = 'hour'`)
    await s.db.execute(sql`update click_account_rollups set hourly = false where user_id = ${userId}`)
    expect((await planOf(newYork))[0]?.hours ?? []).toEqual([])
    expect(await stats(newYork)).toEqual(want)
    // The other value rows serve filters until the job takes the day.
    expect((await planOf(FILTERED[0]!))[0]?.days.length).toBe(20)
    await new RollupJob(s.db, 4).drain()
    const hourly = rows<{ n: number }>(await s.db.execute(sql`select count(*)::int as n from click_account_rollups where user_id = ${userId} and valued and hourly`))[0]!.n
    expect(hourly).toBe(20)
    expect((await planOf(newYork))[0]?.hours?.length).toBeGreaterThan(300)
    expect(await stats(newYork)).toEqual(want)
  })

  it('marks value rows complete only for the last rebuild and after every click it read (T28)', async () => {
    const day = (d: string) => sql`user_id = ${userId} and day = ${d}::date`
    const isValued = async (d: string) => rows<{ valued: boolean }>(await s.db.execute(sql`select valued from click_account_rollups where ${day(d)}`))[0]!.valued
    await s.db.execute(sql`update click_account_rollups set valued = false where ${day('2026-05-07')}`)
    const [a, b] = [new RollupJob(s.db, 2), new RollupJob(s.db, 2)]
    expect([await a.tick(), await b.tick()]).toEqual(['read', 'read'])
    // B took the day over: A's rebuild ends without writing or marking.
    for (let r = await a.tick(); r !== 'done'; r = await a.tick());
    expect(await isValued('2026-05-07')).toBe(false)
    await b.drain()
    expect(await isValued('2026-05-07')).toBe(true)
    await s.db.execute(sql`update click_account_rollups set valued = false where ${day('2026-05-08')}`)
    expect(await a.tick()).toBe('read')
    await click(ids.qrLink, '2026-05-08 11:00:00+00', 4)
    await a.drain()
    expect(await isValued('2026-05-08')).toBe(true)
    for (const q of FILTERED) expect(await stats(q), q).toEqual(await fromDetail(q))
  })

  it('counts rolled days as their rollup rows under STATS_MAX_ROWS (T13)', async () => {
    const q = statsQuery.parse({ scope: `link:${ids.a}`, from: '2026-05-01', to: '2026-05-20', interval: 'day' })
    const plan = await planStats(q, async () => null)
    const rolls = await rollPlans(s.db, plan, q, userId)
    const links = [ids.a]
    // 120 clicks in 120 quarter-hours of detail; 20 rollup rows.
    expect(await readsMoreThan(s.db, links, plan, 100)).toBe(true)
    expect(await readsMoreThan(s.db, links, plan, 100, rolls)).toBe(false)
    expect(await readsMoreThan(s.db, links, plan, 19, rolls)).toBe(true)
    // T29: the filtered account counts its value rows: country=DE,FR on 20 days is 40 of them.
    const f = statsQuery.parse({ scope: 'account', from: '2026-05-01', to: '2026-05-20', interval: 'day', country: 'DE,FR' })
    const fPlan = await planStats(f, async () => null)
    const all = await scopeLinks(s.db, userId, 'account')
    expect(await readsMoreThan(s.db, all, fPlan, 39, await rollPlans(s.db, fPlan, f, userId))).toBe(true)
    expect(await readsMoreThan(s.db, all, fPlan, 40, await rollPlans(s.db, fPlan, f, userId))).toBe(false)
  })

  it('drops a deleted link’s rollups with it', async () => {
    expect((await call(s, `/url/${ids.b}/delete`, { method: 'DELETE', key })).status).toBe(200)
    expect(rows(await s.db.execute(sql`select 1 from click_rollups where link_id = ${ids.b}`))).toEqual([])
    const query = QUERIES()[5]!
    // T24: the account's days of the link are summed again; meanwhile detail answers them.
    expect(rows<{ n: number }>(await s.db.execute(sql`select count(*)::int as n from click_account_rollups where stale`))[0]!.n).toBe(7)
    expect(await stats(query)).toEqual(await fromDetail(query))
    for (const q of [...FILTERED, QUERIES()[7]!]) expect(await stats(q), q).toEqual(await fromDetail(q))
    const job = new RollupJob(s.db, 100)
    expect([await job.tick(), await job.tick()]).toEqual(['stale', 'stale'])
    expect(rows(await s.db.execute(sql`select 1 from click_account_rollups where stale`))).toEqual([])
    expect(await stats(query)).toEqual(await fromDetail(query))
    // T28: the value rows of those days are rebuilt from detail, which no longer holds the link's clicks.
    await job.drain()
    expect(await valued()).toBe(20)
    for (const q of FILTERED) expect(await stats(q), q).toEqual(await fromDetail(q))
  })

  // T37–T39: whole UTC weeks of a link scope from week rows; one UTC week of link a is 2026-05-04 to 05-10.
  const WEEKLY = () => [`scope=link:${ids.a}&from=2026-05-01&to=2026-05-20&interval=week`, `scope=link:${ids.a}&from=2026-04-15&to=2026-05-31&interval=month&compare=previous`,
    `scope=campaign:${ids.campaign}&from=2026-04-20&to=2026-05-31&interval=month&tz=Australia/Eucla`]
  const weekRows = async (link: number) => rows<{ week: string }>(await s.db.execute(sql`select week::text as week from click_week_rollups where link_id = ${link} order by week`)).map((r) => r.week)
  const weekDone = async (week: string) => rows<{ done: boolean }>(await s.db.execute(sql`select done from click_rolled_weeks where week = ${week}::date`))[0]?.done
  async function fromRolls(query: string): Promise<StatsData> {
    const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(query)))
    const plan = await planStats(q, async () => null)
    return statsAnswer(s.db, await scopeLinks(s.db, userId, q.scope), q, plan, -Infinity, await rollPlans(s.db, plan, q, userId))
  }

  it('reads whole weeks in one bucket from week rows, as detail answers them (T37, T39)', async () => {
    expect(await weekRows(ids.a)).toEqual(expect.arrayContaining(['2026-05-04', '2026-05-11', '2026-05-18']))
    expect(await weekDone('2026-05-04')).toBe(true)
    for (const query of WEEKLY()) {
      expect((await planOf(query))[0]?.weeks, query).toEqual(expect.arrayContaining(['2026-05-04', '2026-05-11']))
      expect(await fromRolls(query), query).toEqual(await fromDetail(query))
    }
    // Days split by a zone's buckets, day buckets and the account keep day rows.
    for (const query of [QUERIES()[0]!, QUERIES()[1]!, QUERIES()[5]!]) expect((await planOf(query))[0]?.weeks, query).toBeUndefined()
    // The week row is what is read: a changed sum shows in the answer.
    const want = await fromRolls(WEEKLY()[0]!)
    await s.db.execute(sql`update click_week_rollups set clicks = clicks + 1000 where link_id = ${ids.a} and week = '2026-05-04'`)
    expect((await fromRolls(WEEKLY()[0]!)).clicks).toBe(want.clicks + 1000)
    await s.db.execute(sql`update click_week_rollups set clicks = clicks - 1000 where link_id = ${ids.a} and week = '2026-05-04'`)
    // T13: two week rows and six day rows instead of twenty day rows.
    const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(WEEKLY()[0]!)))
    const plan = await planStats(q, async () => null)
    const rolls = await rollPlans(s.db, plan, q, userId)
    expect(await readsMoreThan(s.db, [ids.a], plan, 7, rolls)).toBe(true)
    expect(await readsMoreThan(s.db, [ids.a], plan, 8, rolls)).toBe(false)
  })

  it('stops reading a week row once a late click lands in its week, until the job builds it again (T38)', async () => {
    const want = await Promise.all(WEEKLY().map(fromDetail))
    await click(ids.a, '2026-05-06 10:00:00+00', 5)
    expect(await weekRows(ids.a)).not.toContain('2026-05-04')
    expect(await weekDone('2026-05-04')).toBe(false)
    for (const [i, query] of WEEKLY().entries()) {
      const answer = await fromRolls(query)
      expect(answer.clicks, query).toBe(want[i]!.clicks + 1)
      expect(answer, query).toEqual(await fromDetail(query))
    }
    await new RollupJob(s.db, 100).drain()
    expect(await weekRows(ids.a)).toContain('2026-05-04')
    expect(await weekDone('2026-05-04')).toBe(true)
    for (const query of WEEKLY()) expect(await fromRolls(query), query).toEqual(await fromDetail(query))
  })

  it('drops a deleted link’s week rows with it (T37)', async () => {
    const c = ok(await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://example.com/c' } }), linkSaved).id
    expect((await call(s, `/campaign/${ids.campaign}/assign/${c}`, { method: 'POST', key, body: {} })).status).toBe(200)
    await clicks([[c, '2026-05-12 08:00:00+00', 1], [c, '2026-05-13 08:00:00+00', 2]])
    await new RollupJob(s.db, 100).drain()
    expect(await weekRows(c)).toEqual(['2026-05-11'])
    const query = WEEKLY()[2]!
    const withC = await fromRolls(query)
    expect((await call(s, `/url/${c}/delete`, { method: 'DELETE', key })).status).toBe(200)
    expect(await weekRows(c)).toEqual([])
    const answer = await fromRolls(query)
    expect(answer.clicks).toBe(withC.clicks - 2)
    expect(answer).toEqual(await fromDetail(query))
  })

  it('keeps a day’s detail past CLICK_DETAIL_DAYS until the day is rolled (T23)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-prune-'))
    const recorder = new ClickRecorder(s.db, new ClickStatsCache(), { dataDir, trustProxy: false, clickDetailDays: 30, statsRollupMs: 60_000 })
    try {
      await click(ids.a, '2026-04-02 10:00:00+00', 3)
      const left = async () => rows<{ day: string }>(await s.db.execute(sql`select distinct (at at time zone 'UTC')::date::text as day from click_hits where link_id = ${ids.a}`))
      while ((await recorder.prune()) > 0);
      expect(await left()).toEqual([{ day: '2026-04-02' }])
      await new RollupJob(s.db, 100).drain()
      while ((await recorder.prune()) > 0);
      expect(await left()).toEqual([])
      // Rolled days keep their answer, distinct visitors included.
      const query = QUERIES()[0]!
      expect((await stats(query)).uniqueClicks).toBe(before[0]!.uniqueClicks)
    } finally {
      await recorder.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('reads a moment holding more than a step a few heap pages at a time (T31)', async () => {
    // A day before every other click, so the job rolls it as a new day.
    await clicks(Array.from({ length: 1500 }, (_, i): Click => [ids.a, '2026-03-20 12:00:00+00', i]))
    const job = new RollupJob(s.db, 100)
    let parts = 0
    for (let r = await job.tick(); r !== 'idle'; r = await job.tick()) {
      if (r !== 'read') continue
      expect(job.lastRows).toBeLessThanOrEqual(100)
      if (job.lastMoments === 1) parts++
    }
    expect(parts).toBeGreaterThanOrEqual(14)
    const rolled = rows<{ clicks: number }>(await s.db.execute(sql`select clicks::int from click_rollups where link_id = ${ids.a} and day = '2026-03-20'`))
    expect(rolled).toEqual([{ clicks: 1500 }])
    for (const query of [`scope=link:${ids.a}&from=2026-03-19&to=2026-03-21&interval=day`, `scope=account&from=2026-03-19&to=2026-03-21&interval=day&country=DE,FR`]) {
      expect((await planOf(query))[0]?.days).toContain('2026-03-20')
      expect(await stats(query), query).toEqual(await fromDetail(query))
    }
  })

  const visit = (browser: string, at: string, visitor: string) => sql`(${ids.a}, ${at}::timestamptz, 'NL', 'google.com', ${browser}, 'Linux', 'nl', ${visitor}, 'desktop')`
  /** Clicks of their own, then the job run over the days they made stale. */
  const visits = async (list: ReturnType<typeof visit>[]) => {
    await s.db.execute(sql`insert into click_events (link_id, at, country, referrer, browser, os, language, visitor, device) values ${sql.join(list, sql`, `)}`)
    await new RollupJob(s.db, 100).drain()
  }

  it('reads a day an inner edge cuts off the hour as its row less the smaller side, whose visitors bound the bigger side’s error (T40)', async () => {
    // St John's weeks begin on Mondays at 02:30 UTC in May: 2026-05-11 is cut 2.5 hours to 21.5.
    const week = (browser: string) => `scope=account&from=2026-05-04&to=2026-05-17&interval=week&tz=America/St_Johns&browser=${browser}`
    const day = (i: number) => `2026-05-${11 + (i % 7)} 12:00:00+00`
    // Edge: 100 visitors in the second week and one in the cut day's first hours; Opera: 20 and 3.
    await visits([
      ...Array.from({ length: 100 }, (_, i) => visit('Edge', day(i), `edge-${i}`)),
      visit('Edge', '2026-05-11 01:00:00+00', 'edge-early'),
      ...Array.from({ length: 20 }, (_, i) => visit('Opera', day(i), `opera-${i}`)),
      ...['a', 'b', 'c'].map((v) => visit('Opera', '2026-05-11 01:30:00+00', `opera-early-${v}`)),
    ])
    const [plan] = await planOf(week('Edge'))
    expect(plan?.splits?.map((x) => [x.day, (x.piece[1] - x.piece[0]) / 60_000, x.cut])).toEqual([['2026-05-11', 150, null]])
    // Edge: the second week counts its cut day's visitors whole, the early one too: 1 over 100, within 2 %.
    const [edge, exact] = [await stats(week('Edge')), await fromDetail(week('Edge'))]
    expect(exact.timeline.map((b) => [b.clicks, b.uniqueClicks])).toEqual([[1, 1], [100, 100]])
    expect(edge).toEqual({ ...exact, timeline: [exact.timeline[0], { ...exact.timeline[1]!, uniqueClicks: 101 }] })
    // Opera: 3 over 20 is too many, so the bigger side is read from detail: exact.
    const opera = await fromDetail(week('Opera'))
    expect(opera.timeline.map((b) => [b.clicks, b.uniqueClicks])).toEqual([[3, 3], [20, 20]])
    expect(await stats(week('Opera'))).toEqual(opera)
  })

  it('cuts a day at the hour of an edge by its visitors’ hours, exactly (T43)', async () => {
    // Berlin's weeks begin on Sundays at 22:00 UTC in May: 2026-05-10 is cut at 22:00.
    const week = `scope=account&from=2026-05-04&to=2026-05-17&interval=week&tz=Europe/Berlin&browser=Vivaldi`
    await visits([
      ...Array.from({ length: 200 }, (_, i) => visit('Vivaldi', '2026-05-10 12:00:00+00', `viv-${i}`)),
      ...['a', 'b', 'c', 'both'].map((v) => visit('Vivaldi', '2026-05-10 23:00:00+00', `viv-${v}`)),
      visit('Vivaldi', '2026-05-10 12:30:00+00', 'viv-both'),
    ])
    expect((await planOf(week))[0]?.splits?.map((x) => [x.day, x.cut])).toEqual([['2026-05-10', 22]])
    const exact = await fromDetail(week)
    expect(exact.timeline.map((b) => [b.clicks, b.uniqueClicks])).toEqual([[201, 201], [4, 4]])
    // T40's estimate would have counted the late three in the first week too.
    expect(await stats(week)).toEqual(exact)
  })
})
