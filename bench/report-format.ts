// Formatting shared by the report's sections.
export const TARGETS = { signinJsKb: 110, linksJsKb: 125, lcpMs: 1000, cls: 0.05, listP99Ms: 50, linkStatsMs: 50 }
/** Names bench/api.ts gives its endpoints. */
export const LIST = 'GET /api/domains?limit=15 (10,000 rows)'
export const TRIVIAL = 'GET /avatar/demo.svg (trivial, no database)'

export const kb = (n: number) => `${n.toFixed(1)} kB`
export const ms = (n: number | null) => (n === null ? 'n/a' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`)
/** Sub-millisecond figures (a bare 302) keep two decimals. */
export const msFine = (n: number) => (n < 1 ? `${n.toFixed(2)} ms` : ms(n))
export const mark = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : '**missed**')
export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
export const code = (s: string) => `\`${s}\``
