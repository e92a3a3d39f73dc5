// The report writer: bench/results.json and bench/RESULTS.md from the figures of a run. RESULTS.md's
// hand-written parts sit between `<!-- hand-written, after|before "<heading>" -->` and `<!-- /hand-written -->`; they survive every run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { LIST, TRIVIAL, type BenchResults } from './figures.ts'
import { scaleSection, sideBySideSection, startupSection, statsSection, whereBytesSection } from './report-side.ts'
import { causes, targets } from './report-findings.ts'
import { code, kb, mark, ms, msFine, table } from './report-format.ts'

function bundleSection(r: BenchResults): string {
  const b = r.bundle
  return [
    '## 1. Bundle (gzip -9 of the built files)',
    '',
    `Entry (index.html and its static imports): ${kb(b.entry.jsKb)} JS, ${kb(b.entry.cssKb)} CSS (Tailwind: one stylesheet for every page).`,
    '',
    'A first visit (an empty cache) downloads:',
    '',
    table(
      ['Page', 'JS files', 'gzip JS (manifest closure)', 'gzip JS Chromium fetched', 'gzip CSS', 'recharts'],
      b.firstVisits.map((v) => [v.page, v.jsFiles.length, kb(v.jsKb), `${kb(v.fetched.jsKb)} (${v.fetched.jsFiles.length} files)`, kb(v.cssKb), v.fetched.recharts.length ? 'yes' : 'no']),
    ),
    '',
    'Route chunks ("with imports": the chunk plus the shared chunks it needs that the entry does not bring):',
    '',
    table(
      ['Route file', 'Chunk', 'gzip JS', 'with imports', 'gzip CSS'],
      b.routeChunks.map((c) => [code(c.route), c.file, kb(c.jsKb), kb(c.withImportsKb), kb(c.cssKb)]),
    ),
    '',
    'The server sends these files without `Content-Encoding`: on the wire (loopback) they are the raw sizes; the gzip figures are what a compressing proxy sends.',
    '',
    whereBytesSection(b.signinModules, b.firstVisits.find((v) => v.page === '/app/signin')?.jsKb ?? 0),
  ].join('\n')
}

function journeySection(r: BenchResults): string {
  const parts = ['## 2. Requests per journey (/api requests counted by Playwright)', '']
  for (const j of r.journeys) {
    parts.push(`### ${j.journey}`, '', `**${j.sent} sent, ${j.minimum} needed.**${j.error ? ` Stopped: ${j.error}` : ''}`, '')
    parts.push(
      table(
        ['Step', 'Needed', 'Sent', 'Extra'],
        j.steps.map((s) => [s.step, s.needed.map(code).join('<br>') || '—', s.sent.map(code).join('<br>') || '—', s.extra.map(code).join('<br>') || '—']),
      ),
      '',
    )
  }
  parts.push('Sign-in for the QR and pixels journeys happens before counting (a stored session); the pixels journey runs with 45 pixels (5 demo + 40 created through the API). The first-loads journey signs in once with “remember me”, then opens each page by its address in a new tab, where nothing is cached but the session (and the signed-in user kept with it).')
  return parts.join('\n')
}

function vitalsSection(r: BenchResults): string {
  const rows = r.vitals.map((v) => [
    v.error ? `${v.page} (stopped: ${v.error})` : v.page,
    ms(v.median.lcpMs),
    v.median.lcpElement ?? '',
    ms(v.median.fcpMs),
    v.median.cls.toFixed(3),
    v.median.longTasks,
    ms(v.median.longTaskMs),
    ms(v.median.tbtMs),
    v.runs.map((x) => `${ms(x.lcpMs)} / ${x.cls.toFixed(3)}`).join(', '),
  ])
  return [
    `## 3. Web vitals (Chromium, production build on the real server, loopback; median of ${r.vitals[0]?.runs.length ?? 0} first visits)`,
    '',
    table(['Page', 'LCP', 'LCP element', 'FCP', 'CLS', 'Long tasks', 'Long-task time', 'TBT', 'Runs (LCP / CLS)'], rows),
    '',
    'Observed with PerformanceObserver (largest-contentful-paint, layout-shift, longtask) installed by `addInitScript`; TBT is the sum of (long task − 50 ms) after FCP.',
    '',
    'What arrived when, in the run with the median LCP (ms after navigation start):',
    '',
    ...r.vitals.map((v) => {
      const run = v.runs.find((x) => x.lcpMs === v.median.lcpMs) ?? v.runs[0]
      const steps = run ? run.timeline.map((t) => `${t.what} ${ms(t.endMs)}`).join(' → ') : ''
      return `- ${v.page}: ${steps} → FCP ${ms(run?.fcpMs ?? null)}, LCP ${ms(run?.lcpMs ?? null)}`
    }),
  ].join('\n')
}

function apiSection(r: BenchResults): string {
  if ('error' in r.api) return `## 4. API\n\nNot measured: ${r.api.error}`
  const { startup, results } = r.api
  const trivial = results[TRIVIAL]
  const list = results[LIST]
  const lines = [
    '## 4. API (bench/api.ts: 50 connections, closed loop, loopback; 10,000 domains for the user)',
    '',
    table(
      ['Endpoint', 'req/s', 'p50', 'p99', 'requests', 'errors'],
      Object.entries(results).map(([k, v]) => [k, Math.round(v.rps), ms(v.p50), ms(v.p99), v.requests, v.errors]),
    ),
    '',
    table(
      ['Start-up', 'first answer', 'RSS', 'RSS after the load'],
      [
        ['new data directory (creates and seeds the database)', ms(startup.newDataDir.firstAnswerMs), `${startup.newDataDir.rssMiB} MiB`, ''],
        ['existing data directory (10,000 rows)', ms(startup.existingDataDir.firstAnswerMs), `${startup.existingDataDir.rssMiB} MiB`, `${startup.existingDataDir.rssAfterLoadMiB} MiB`],
      ],
    ),
  ]
  if (trivial && list) {
    lines.push(
      '',
      `With 50 connections in a closed loop, latency ≥ 50 ÷ throughput (Little's law): the trivial endpoint's ${Math.round(trivial.rps)} req/s alone means ≈ ${ms(50_000 / trivial.rps)} per request on this machine; ` +
        `the list's ${Math.round(list.rps)} req/s means ≈ ${ms(50_000 / list.rps)}. A 50 ms p99 at 50 connections needs well over 1,000 req/s from the one Node process.`,
    )
  }
  if (r.sweep.length) {
    lines.push(
      '',
      'The same endpoints by number of connections (a second server on the data directory above; 1 connection = service time):',
      '',
      table(
        ['Endpoint', 'connections', 'req/s', 'p50', 'p99', 'errors'],
        r.sweep.map((s) => [s.endpoint, s.connections, Math.round(s.result.rps), ms(s.result.p50), ms(s.result.p99), s.result.errors]),
      ),
    )
  }
  return lines.join('\n')
}

function memorySection(r: BenchResults): string {
  const m = r.memory
  return [
    `## 5. Memory: the domains list, 15 a page, ${m.rows} rows, "Next page" clicked until page 50`,
    '',
    m.error ? `Stopped early: ${m.error}\n` : '',
    table(
      ['Pages shown', 'JS heap after GC', 'Cached queries', 'Cached domain pages', 'DOM nodes', 'JS listeners'],
      m.samples.map((s) => [s.dropped ? `${s.pages}, then the inactive pages removed (what gcTime does 5 min after their last use)` : s.pages, `${s.heapMiB.toFixed(2)} MiB`, s.cachedQueries, s.cachedListPages, s.domNodes, s.listeners]),
    ),
    '',
    `Heap growth per page shown after the first 10 pages: ${m.kibPerCachedPage.toFixed(1)} KiB (one page's JSON answer: ${m.pageJsonKib.toFixed(1)} KiB). ` +
      'The query cache bounds by time, not count: every page seen stays cached for gcTime (5 minutes, src/lib/query-client.ts) after it was last shown, so within a run of 50 pages the count grows by one per page and the heap with it; ' +
      'the last row removes the inactive queries as their gcTime would, and shows how much of the heap was the cache. DOM nodes and listeners stay flat.',
    ...(m.growthByKind
      ? [
          '',
          `Where the heap grew from page ${m.growthByKind.from} to page ${m.growthByKind.to} (self sizes in two heap snapshots): ` +
            `JS objects ${m.growthByKind.kib.jsObjects.toFixed(0)} KiB, strings ${m.growthByKind.kib.strings.toFixed(0)} KiB, ` +
            `compiled code ${m.growthByKind.kib.compiledCode.toFixed(0)} KiB (V8 optimising hot functions), ` +
            `browser objects ${m.growthByKind.kib.browserObjects.toFixed(0)} KiB (styles, performance-timeline and session-history entries), other ${m.growthByKind.kib.other.toFixed(0)} KiB. ` +
            `Our data is the objects and strings: ${((m.growthByKind.kib.jsObjects + m.growthByKind.kib.strings) / (m.growthByKind.to - m.growthByKind.from)).toFixed(1)} KiB per cached page.`,
          '',
        ]
      : []),
    'Queries are counted from the page through React\'s fiber tree (QueryClientProvider\'s `client` prop); the dashboard exposes nothing for the bench.',
  ].join('\n')
}

function clickStatsSection(r: BenchResults): string {
  const title = '## 6. Link statistics: GET /api/url/:id for a link with 1,000,000 clicks, one connection (bench/click-stats.ts)'
  const c = r.clickStats
  if (!c) return `${title}\n\nNot measured in this run.`
  if ('error' in c) return `${title}\n\nNot measured: ${c.error}`
  const rows = c.databases.map((d) => {
    if ('skipped' in d) return [d.database, `skipped: ${d.skipped}`, '', '', '', '', '', mark(null)]
    if ('error' in d) return [d.database, `stopped: ${d.error}`, '', '', '', '', '', mark(null)]
    const ratio = d.reference.p50 > 0 ? `${(d.computed.p50 / d.reference.p50).toFixed(1)}× / ${(d.cached.p50 / d.reference.p50).toFixed(1)}×` : 'n/a'
    return [
      d.database,
      `${d.events.toLocaleString('en')} in ${d.batches} INSERTs (answered: ${d.answer.clicks.toLocaleString('en')} clicks, ${d.answer.uniqueClicks.toLocaleString('en')} unique, ${d.answer.timelineDays}-day timeline)`,
      `${(d.generationMs / 1000).toFixed(1)} s + ANALYZE ${(d.analyzeMs / 1000).toFixed(1)} s`,
      `${ms(d.computed.p50)} / ${ms(d.computed.p95)} / ${ms(d.computed.p99)} (${d.computed.samples})`,
      `${ms(d.cached.p50)} / ${ms(d.cached.p95)} / ${ms(d.cached.p99)} (${d.cached.samples})`,
      `${ms(d.reference.p50)} / ${ms(d.reference.p95)}`,
      ratio,
      mark(d.met),
    ]
  })
  return [
    title,
    '',
    `Measured ${c.date}. For each database the real server (on a fresh data directory; for PostgreSQL a throwaway database, dropped afterwards) creates the link through the API; ` +
      `with the server stopped, ${c.events.toLocaleString('en')} \`click_events\` are inserted by \`INSERT … SELECT … FROM generate_series\` in batches of 100,000, which the rollup trigger folds statement by statement ` +
      '(in time order over the last 365 days; about 60 countries, 200 referrer hosts, 10 browsers, 6 OSes, 16 languages, 300,000 visitor hashes, the first values of each more frequent), then `ANALYZE`; the server is restarted. ' +
      '"Computed": before each timed request a click through the public redirect drops the server\'s 10-second statistics cache, so the statistics are read from the rollups again; "cached": the same request repeated. ' +
      '`GET /api/account` (authentication and one query) is timed in the same loops as a reference for this shared machine.',
    '',
    table(
      ['Database', 'Events', 'Generation', 'Computed p50 / p95 / p99 (samples)', 'Cached p50 / p95 / p99 (samples)', 'GET /api/account p50 / p95', 'p50 ÷ account p50 (computed / cached)', `p95 computed < ${c.budgetMs} ms`],
      rows,
    ),
  ].join('\n')
}

function redirectSection(r: BenchResults): string {
  const title = '## 7. Redirect: GET /<alias> under wrk beside a bare Hono 302 server (bench/redirect.ts)'
  const x = r.redirect
  if (!x) return `${title}\n\nNot measured in this run.`
  if ('error' in x) return `${title}\n\nNot measured: ${x.error}`
  const t = x.targets
  const parts = [
    title,
    '',
    `Measured ${x.date} on ${x.machine.cpus} cores: ${x.machine.pinning}. ${x.machine.wrk}; ${x.machine.ab}. ` +
      `Load average (1, 5, 15 min) at start → after each database: ${x.machine.loadavg.map((l) => l.join(' ')).join(' → ')}; the 1-minute figure at the end of each run is in the tables. ` +
      `For each database the real server (fresh data directory; for PostgreSQL a throwaway database, dropped afterwards) creates one link through the API; ` +
      `after a ${x.warmupSeconds}-second warm-up of each server, \`wrk -t1 -cN -d${x.seconds}s --latency\` with a Chrome User-Agent (bots are not counted) runs against the bare Hono reference (a 302 from a Map, no database) and then against Linkdash, for N = 1, 10, 50. ` +
      'wrk does not follow the redirect. "Clicks +" is the link\'s clicks read back through `GET /api/url/:id` before and after the Linkdash run: it may exceed wrk\'s count by up to N (requests in flight when wrk stopped are answered and counted after it closed). ' +
      'The exact check runs after every pair: `ab -n … -c 50` waits for every answer, and the clicks must grow by exactly the redirects it received. ' +
      '"CPU µs per answer" is each server process\'s CPU time (user + system, from /proc) during its wrk run divided by the answers: the work one redirect costs, which the machine\'s load hardly changes (for PostgreSQL, without the database server\'s own processes).',
    '',
  ]
  for (const d of x.databases) {
    if (!('runs' in d)) {
      parts.push(`### ${d.database}`, '', 'skipped' in d ? `Skipped: ${d.skipped}` : `Stopped: ${d.error}`, '')
      continue
    }
    parts.push(
      `### ${d.database}`,
      '',
      table(
        ['Connections', 'Linkdash req/s', 'p50', 'p99', 'Reference req/s', 'p50', 'p99', 'Throughput ratio', 'CPU µs per answer (Linkdash / reference)', 'wrk answers / clicks +', 'Load (1 min)'],
        d.runs.map((u) => [
          u.connections,
          u.server.rps.toLocaleString('en'),
          msFine(u.server.p50),
          msFine(u.server.p99),
          u.reference.rps.toLocaleString('en'),
          msFine(u.reference.p50),
          msFine(u.reference.p99),
          `${Math.round(u.ratio * 100)} %${u.ratios ? ` (median of ${u.ratios.map((q) => `${Math.round(q * 100)}`).join(', ')})` : ''}`,
          u.server.cpuUsPerAnswer !== undefined && u.reference.cpuUsPerAnswer !== undefined ? `${u.server.cpuUsPerAnswer} / ${u.reference.cpuUsPerAnswer}` : '–',
          `${u.server.requests.toLocaleString('en')} / ${u.server.clicksDelta.toLocaleString('en')}${u.server.badStatus || u.server.socketErrors ? ` (${u.server.badStatus} bad status, ${u.server.socketErrors} socket errors)` : ''}`,
          u.server.load1,
        ]),
      ),
      '',
      table(
        ['Exact check after', 'Generator', 'Redirects answered', 'Failed', 'Clicks before → after', 'Clicks = answers'],
        d.exactness.map((e) => [
          `the ${e.after}-connection run`,
          code(e.tool),
          e.answered.toLocaleString('en'),
          e.failed,
          `${e.clicksBefore.toLocaleString('en')} → ${e.clicksAfter.toLocaleString('en')} (+${(e.clicksAfter - e.clicksBefore).toLocaleString('en')})`,
          e.exact ? 'exact' : '**mismatch**',
        ]),
      ),
      '',
      `At 50 connections: throughput ≥ ${t.ratio * 100} % of the reference ${mark(d.target.ratioOk)}; p99 under ${t.p99Ms} ms or ≤ ${t.p99OfReference}× the reference's ${mark(d.target.p99Ok)}; clicks exact ${mark(d.target.exactOk)}.`,
      '',
    )
    const withGroupCommit = d.runs.find((u) => u.groupCommitReference)
    if (withGroupCommit?.groupCommitReference) {
      const g = withGroupCommit.groupCommitReference
      parts.push(
        `The group-commit reference (\`bench/reference-pg-302.ts\`: bare Hono, each turn's clicks one insert through a pool of 2 with \`synchronous_commit=off\`, the 302 after its commit) in the same ${withGroupCommit.connections}-connection rounds: ` +
          `${g.rps.toLocaleString('en')} req/s, p50 ${msFine(g.p50)}, p99 ${msFine(g.p99)}${g.cpuUsPerAnswer !== undefined ? `, ${g.cpuUsPerAnswer} µs of CPU per answer` : ''}; Linkdash ÷ it: ${withGroupCommit.groupCommitRatio}.`,
        '',
      )
    }
    if (d.profile && 'functions' in d.profile) {
      parts.push(
        `CPU profile of the server (\`node --cpu-prof\`, the ${d.profile.seconds} s of a further wrk run at 50 connections, ${d.profile.rps.toLocaleString('en')} req/s), self time by origin: ` +
          d.profile.byOrigin.slice(0, 8).map((o) => `${code(o.name)} ${o.selfPct} %`).join(', ') +
          '. Top functions by self time:',
        '',
        table(['Function', 'Self', 'Share'], d.profile.functions.slice(0, 12).map((f) => [code(f.name), ms(f.selfMs), `${f.selfPct} %`])),
        '',
      )
    } else if (d.profile) parts.push(`CPU profile: ${d.profile.error}`, '')
  }
  return parts.join('\n')
}

export function renderReport(r: BenchResults): string {
  const maxLoad = Math.max(...r.machine.loadavg.map((l) => l[0]!))
  const loadText = r.machine.loadavg.map((l) => l.join(' ')).join(' → ')
  return [
    '# Performance bench',
    '',
    'Written by `npm run bench` (and `--report` of one part) from bench/results.json, except the parts between `<!-- hand-written … -->` and `<!-- /hand-written -->`, which are kept as they are.',
    '',
    `Run ${r.date} by \`npm run bench\` in ${r.durationS} s (${r.built ? 'built the dashboard first' : 'dashboard build was up to date'}). ` +
      `${r.machine.cpus} CPUs, Node ${r.machine.node}, ${r.machine.chromium}. Load average (1, 5, 15 min) at start → after the browser runs → end: ${loadText}.`,
    '',
    maxLoad > 2
      ? `**Figures were taken on a loaded ${r.machine.cpus}-core machine (1-minute load average up to ${maxLoad.toFixed(2)}, other test runs in parallel): absolute timings are noisy and pessimistic; request counts and sizes are exact.**\n`
      : '',
    '## Targets',
    '',
    table(['Target', 'Result', ''], targets(r)),
    '',
    ...(causes(r).length ? ['Behind the misses (measured):', '', ...causes(r).map((c) => `- ${c}`), ''] : []),
    sideBySideSection({
      loadavg: r.machine.loadavg,
      signinKb: r.bundle.firstVisits.find((v) => v.page === '/app/signin')?.jsKb ?? 0,
      anchor: r.bundle.anchor,
      redirect: r.redirect,
      apiSide: r.apiSide,
      startup: r.startup,
    }),
    '',
    scaleSection(r.scale),
    '',
    bundleSection(r),
    '',
    journeySection(r),
    '',
    vitalsSection(r),
    '',
    apiSection(r),
    '',
    memorySection(r),
    '',
    clickStatsSection(r),
    '',
    statsSection(r.stats),
    '',
    redirectSection(r),
    '',
    startupSection(r.startup),
    '',
  ].join('\n')
}

const RESULTS_JSON = path.join(import.meta.dirname, 'results.json')
const RESULTS_MD = path.join(import.meta.dirname, 'RESULTS.md')
const HAND = /^<!-- hand-written, (after|before) "(.+)" -->\n[\s\S]*?\n<!-- \/hand-written -->$/gm

/** `report` with the hand-written parts of `previous` put back after (or before) the heading each names; at the end when it is gone. */
export function keepHandWritten(report: string, previous: string): string {
  const lines = report.split('\n')
  for (const [block, where, heading] of previous.matchAll(HAND)) {
    const at = lines.findIndex((l) => l.startsWith(heading!))
    if (at < 0) lines.push(block, '')
    else lines.splice(where === 'after' ? at + 2 : at, 0, block, '')
  }
  return lines.join('\n')
}

export function writeReport(results: BenchResults) {
  writeFileSync(RESULTS_JSON, JSON.stringify(results, null, 2) + '\n')
  writeFileSync(RESULTS_MD, keepHandWritten(renderReport(results), existsSync(RESULTS_MD) ? readFileSync(RESULTS_MD, 'utf8') : ''))
}

/** One measurement's figures into the last full run's results.json, and RESULTS.md written again from it. */
export function foldInto(put: (results: BenchResults) => void) {
  const results = JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as BenchResults
  put(results)
  writeReport(results)
  console.log('bench/results.json and bench/RESULTS.md updated.')
}
