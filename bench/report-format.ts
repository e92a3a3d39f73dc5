// Formatting shared by the report's sections.

export const kb = (n: number) => `${n.toFixed(1)} kB`
export const ms = (n: number | null) => (n === null ? 'n/a' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`)
/** Sub-millisecond figures (a bare 302) keep two decimals. */
export const msFine = (n: number) => (n < 1 ? `${n.toFixed(2)} ms` : ms(n))
export const mark = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : '**missed**')
export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
export const code = (s: string) => `\`${s}\``
