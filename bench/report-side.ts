// The report's side-by-side sections: every figure beside its reference from the same run, where the
// sign-in bytes go, and `npm start` before and after the server was compiled.
import { STATS_ACCOUNT, type ApiSideBench, type RedirectBench, type ScaleBench, type StartupBench, type StatsBench } from './figures.ts'
import type { BundleAnchor } from './anchor.ts'
import type { ModuleShare } from './module-sizes.ts'
import { code, kb, ms, table } from './report-format.ts'

export interface SideInputs {
  loadavg: number[][]
  signinKb: number
  anchor?: BundleAnchor
  redirect?: RedirectBench | { error: string }
  apiSide?: ApiSideBench | { error: string }
  startup?: StartupBench | { error: string }
}

const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a')
const rps = (n: number) => `${n.toLocaleString('en-US')} req/s`

export function sideBySideSection(x: SideInputs): string {
  const rows: (string | number)[][] = []
  if (x.anchor) rows.push(['Sign-in first visit, gzip JS (lower is better)', kb(x.signinKb), `shlink-web-client ${kb(x.anchor.kb)}`, ratio(x.signinKb, x.anchor.kb), '—', '—'])
  if (x.redirect && 'databases' in x.redirect) {
    for (const d of x.redirect.databases) {
      if (!('runs' in d)) continue
      for (const u of d.runs) {
        rows.push([
          `Redirect GET /:alias, ${d.database}, ${u.connections} conn.`,
          rps(u.server.rps),
          `bare Hono ${rps(u.reference.rps)}`,
          u.ratio.toFixed(2),
          u.nodeReference ? `bare Node ${rps(u.nodeReference.rps)}` : 'not measured',
          u.nodeRatio?.toFixed(2) ?? '—',
        ])
      }
    }
  }
  if (x.apiSide && 'databases' in x.apiSide) {
    for (const d of x.apiSide.databases) {
      if (!('runs' in d)) continue
      for (const u of d.runs) {
        rows.push([`${code(u.endpoint)}, ${d.database}, ${u.connections} conn.`, rps(u.server.rps), `bare Hono ${rps(u.hono.rps)}`, u.ratio.toFixed(2), `bare Node ${rps(u.node.rps)}`, u.nodeRatio.toFixed(2)])
      }
    }
  }
  if (x.startup && 'variants' in x.startup) {
    const v = (needle: string) => x.startup && 'variants' in x.startup ? x.startup.variants.find((s) => s.command.includes(needle)) : undefined
    const [npmStart, tsx, floor] = [v('npm start'), v('tsx'), v('reference')]
    if (npmStart && floor && tsx) {
      rows.push(['`npm start` to first answer, existing PGlite directory (lower is better)', ms(npmStart.medianMs), `plain Node opening PGlite ${ms(floor.medianMs)}`, ratio(npmStart.medianMs, floor.medianMs), `before (tsx) ${ms(tsx.medianMs)}`, ratio(npmStart.medianMs, tsx.medianMs)])
      rows.push(['`npm start` RSS at first answer (lower is better)', `${npmStart.medianRssMiB} MiB`, `plain Node opening PGlite ${floor.medianRssMiB} MiB`, ratio(npmStart.medianRssMiB, floor.medianRssMiB), `before (tsx) ${tsx.medianRssMiB} MiB`, ratio(npmStart.medianRssMiB, tsx.medianRssMiB)])
    }
  }
  const load = (l?: number[]) => (l ? l.join(' ') : 'n/a')
  const missing = [
    x.redirect && 'error' in x.redirect ? `redirect: ${x.redirect.error}` : '',
    x.apiSide && 'error' in x.apiSide ? `API: ${x.apiSide.error}` : '',
    x.startup && 'error' in x.startup ? `start-up: ${x.startup.error}` : '',
  ].filter(Boolean)
  return [
    '## Side by side',
    '',
    `**Load average (1, 5, 15 min) before the run: ${load(x.loadavg[0])}; after: ${load(x.loadavg.at(-1))}.** Every figure is from this one run, beside its reference measured in the same run ` +
      '(alternately, so both see the same machine load); ratio = Linkdash ÷ reference. Throughput: higher is better, so a ratio of 0.50 is half the reference; sizes and times: lower is better.',
    '',
    'References: bare Hono and bare Node (`node:http`) answer the same routes from memory (bench/reference-302.ts, bench/reference-node.mjs: no database, no validation); ' +
      'wrk on core 0, the servers on core 1 (taskset), HTTP/1.1 keep-alive. The start-up reference is plain Node opening the same PGlite directory and answering `select 1` (bench/reference-pglite-start.mjs): the embedded database\'s own floor.',
    '',
    table(['Figure', 'Linkdash', 'Reference', 'Ratio', 'Second reference', 'Ratio'], rows),
    ...(x.anchor ? ['', `Bundle anchor: ${x.anchor.source}.`] : []),
    ...(missing.length ? ['', `Not measured in this run: ${missing.join('; ')}.`] : []),
  ].join('\n')
}

export function whereBytesSection(modules: ModuleShare[] | undefined, signinKb: number): string {
  if (!modules?.length) return ''
  return [
    '### Where the bytes go: the sign-in first visit',
    '',
    `The ${kb(signinKb)} gzip of the sign-in first visit by package or project file, from the build's own module list (a bench-only plugin, bench/module-sizes.ts: rolldown's \`renderedLength\` per module, before minification). ` +
      'Gzip does not split by module: each chunk\'s real gzip size is shared among its modules by the gzip size of each module\'s code alone, an estimate.',
    '',
    table(['Package or file', 'Modules', 'Rendered (before minification)', 'gzip share (estimate)'], modules.map((m) => [code(m.name), m.modules, kb(m.renderedKb), kb(m.gzipKb)])),
    '',
    'The same for `/app/links`, before and after each step of issue 22 item 1, and what did not pay: [bench/bundle-issue-22.md](bundle-issue-22.md) (written by hand; not re-measured by this run).',
  ].join('\n')
}

export function startupSection(s: StartupBench | { error: string } | undefined): string {
  if (!s) return ''
  if ('error' in s) return `## Start-up (bench/startup.ts)\n\nNot measured: ${s.error}`
  const npmStart = s.variants.find((v) => v.command === 'npm start')
  return [
    '## Start-up (bench/startup.ts): `npm start` before and after the server was compiled',
    '',
    `Existing PGlite data directory, time from spawn to the first answer (GET /api/account) and RSS then (the largest process in the tree), median of ${s.runs} runs each, alternately. ` +
      `Load average before → after: ${s.loadavg.map((l) => l.join(' ')).join(' → ')}. Budget: under ${ms(s.budgetMs)} to the first answer.`,
    '',
    table(
      ['Command', 'First answer (median)', 'Runs', 'RSS (median)'],
      s.variants.map((v) => [v.name, ms(v.medianMs), v.firstAnswerMs.map((n) => ms(n)).join(', '), `${v.medianRssMiB} MiB`]),
    ),
    '',
    npmStart
      ? `Budget ${npmStart.medianMs < s.budgetMs ? 'met' : '**missed**'}: \`npm start\` answers in ${ms(npmStart.medianMs)} (median) on this machine.`
      : '',
  ].join('\n')
}

/** The report's section: every request beside the driver's floor and bare Hono, from one run. */
export function scaleSection(x: ScaleBench | { error: string } | undefined): string {
  if (!x) return ''
  if ('error' in x) return `## An account with many links (bench/scale.ts)\n\nNot measured: ${x.error}`
  const parts = [
    `## An account with ${x.links.toLocaleString('en-US')} links (bench/scale.ts)`,
    '',
    `${x.samples} requests one at a time (p50/p95/p99), then wrk at 50 connections for ${x.wrkSeconds} s (p99); the floor is the route's own SQL through the driver with the server stopped ` +
      `(the page and its items; the list's count, which the count cache keeps, is its own column). Bare Hono (from memory): p50 ${ms(x.hono.p50)}, p95 ${ms(x.hono.p95)}, p99 ${ms(x.hono.p99)}, ` +
      `p99 at 50 conn. ${ms(x.hono.p99at50)}. Load average: ${x.loadavg.map((l) => l.join(' ')).join(' → ')}. Targets: p95 under 50 ms at 1 connection; the list's p99 at 50 connections under 100 ms on PostgreSQL (WORKERS=2). ` +
      'Before and after issue 38: [bench/scale-issue-38.md](scale-issue-38.md) (written by hand).',
  ]
  for (const d of x.databases) {
    parts.push('', `### ${d.database}`, '')
    if (!('rows' in d)) {
      parts.push('skipped' in d ? `Skipped: ${d.skipped}` : `Error: ${d.error}`)
      continue
    }
    parts.push(
      table(
        ['Request', 'p50', 'p95', 'p99', 'p99, 50 conn.', 'Floor p50', 'Floor p95', 'Count alone', 'Non-200'],
        d.rows.map((r) => [code(r.request), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.p99at50), ms(r.floorP50), ms(r.floorP95), r.countMs === undefined ? '—' : ms(r.countMs), r.bad]),
      ),
    )
  }
  return parts.join('\n')
}

/** The RESULTS.md section: one table per database. */
export function statsSection(r: StatsBench | { error: string } | undefined): string {
  if (!r) return ''
  if ('error' in r) return `## Statistics (GET /stats, bench/stats.ts)\n\n${r.error}\n`
  const parts = [`## Statistics (GET /stats, bench/stats.ts)`, '', `${r.clicks.toLocaleString('en')} clicks over ${STATS_ACCOUNT.links} links and ${STATS_ACCOUNT.days} days, one connection, ms; GET /api/account in the same loops.`, '']
  for (const d of r.databases) {
    if (!('cases' in d)) {
      parts.push(`${d.database}: ${'skipped' in d ? `skipped: ${d.skipped}` : `error: ${d.error}`}`, '')
      continue
    }
    parts.push(`### ${d.database} (account p50 ${d.reference.p50}, p95 ${d.reference.p95}; generated in ${Math.round(d.generationMs / 1000)} s)`, '', '| Request | p50 | p95 | Budget |', '|---|---|---|---|')
    for (const c of d.cases) parts.push(`| ${c.name} | ${c.latency.p50} | ${c.latency.p95} | ${c.budgetMs === undefined ? '' : `${c.met ? 'met' : 'missed'} (p95 < ${c.budgetMs})`} |`)
    parts.push('')
  }
  return parts.join('\n')
}
