import Papa from 'papaparse'
import { ALIAS_RESERVED, ALIAS_TAKEN, OWN_URL, isReservedAlias, linkCreate, type LinkCreate } from '@contract/links'

// H1: the file is read in chunks by papaparse so a 10,000-row file never freezes the page; rows are checked with the contract's schema.

export const IMPORT_COLUMNS = ['url', 'custom', 'title', 'domain', 'password', 'expiry', 'campaign', 'description', 'type'] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
export type ImportRow = Record<ImportColumn, string>

export const CSV_NAME: Record<ImportColumn, string> = {
  url: 'longurl',
  custom: 'alias',
  title: 'title',
  domain: 'domain',
  password: 'password',
  expiry: 'expiry',
  campaign: 'campaignname',
  description: 'description',
  type: 'type',
}
const OLD_NAMES: Partial<Record<string, ImportColumn>> = { url: 'url', custom: 'custom', campaign: 'campaign' }
const EXPORT_ONLY = new Set(['id', 'shorturl', 'clicks', 'uniqueclicks', 'directories', 'date', 'protected', 'targeted', 'archived', 'lastclick'])

export const COLUMN_LABELS: Record<ImportColumn, string> = {
  url: 'URL',
  custom: 'Alias',
  title: 'Title',
  domain: 'Domain',
  password: 'Password',
  expiry: 'Expiry',
  campaign: 'Campaign',
  description: 'Description',
  type: 'Redirect type',
}

export interface ParsedCsv {
  rows: ImportRow[]
  ignored: string[]
  problems: string[]
}

const emptyRow = (): ImportRow => Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as ImportRow
const byExportName = new Map(IMPORT_COLUMNS.map((c) => [CSV_NAME[c], c]))

/** The columns of a header row; `campaign` is the export's campaign id when `campaignname` is there too. */
export function columnsOf(cells: readonly string[]): (ImportColumn | undefined)[] {
  const names = cells.map((c) => c.trim().toLowerCase())
  const exported = names.includes('campaignname')
  return names.map((n) => byExportName.get(n) ?? (exported && n === 'campaign' ? undefined : OLD_NAMES[n]))
}
const silent = (cell: string) => cell.trim() === '' || EXPORT_ONLY.has(cell.trim().toLowerCase()) || cell.trim().toLowerCase() === 'campaign'

/** A header naming `longurl` or `url` (any case) matches columns by name; without one every line is a URL. */
export function parseLinkCsv(source: File | string, chunkSize = 16 * 1024): Promise<ParsedCsv> {
  const input = typeof source === 'string' ? new Blob([source], { type: 'text/csv' }) : source
  const rows: ImportRow[] = []
  const problems: string[] = []
  let columns: (ImportColumn | undefined)[] | null = null
  let ignored: string[] = []
  let line = 0
  return new Promise((resolve) => {
    Papa.parse<string[]>(input as File, {
      skipEmptyLines: 'greedy',
      chunkSize,
      chunk: ({ data, errors }) => {
        // A file of one column has no delimiter to find: papaparse says so, and it is no problem.
        for (const error of errors) if (error.code !== 'UndetectableDelimiter') problems.push(`Row ${(error.row ?? 0) + line + 1}: ${error.message}`)
        for (const cells of data) {
          line++
          if (columns === null) {
            const named = columnsOf(cells)
            if (named.includes('url')) {
              columns = named
              ignored = cells.filter((cell, i) => !named[i] && !silent(cell)).map((c) => c.trim())
              line--
              continue
            }
            columns = ['url']
          }
          const row = emptyRow()
          cells.forEach((cell, i) => {
            const column = columns![i]
            if (column) row[column] = cell.trim()
          })
          rows.push(row)
        }
      },
      complete: () => resolve({ rows, ignored, problems }),
      error: (error) => resolve({ rows, ignored, problems: [...problems, error.message] }),
    })
  })
}

export interface RowProblem {
  column: ImportColumn
  message: string
}

export type Checked = { body: LinkCreate; problems: [] } | { body: null; problems: RowProblem[] }

const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  url: 'url',
  custom: 'custom',
  metatitle: 'title',
  domain: 'domain',
  password: 'password',
  expiry: 'expiry',
  campaign: 'campaign',
  description: 'description',
  type: 'type',
}

/** "custom must be 3 to 50…" next to the Alias column reads "must be 3 to 50…". */
const withoutField = (message: string) => message.replace(/^[a-z][\w.]*\s+/, '').replace(/^./, (c) => c.toUpperCase())

/** H10: what the dashboard knows beyond the schema: its own hosts, the branded domains, aliases already taken. */
export interface Known {
  /** Hosts a destination may not lead to: the service's own, and the branded domains'. */
  ownHosts: readonly string[]
  domains: readonly string[] | null
  taken: ReadonlySet<string>
}
export const NOTHING_KNOWN: Known = { ownHosts: [], domains: null, taken: new Set() }
export const takenKey = (domain: string, alias: string) => `${domain.toLowerCase()} ${alias.toLowerCase()}`
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host.toLowerCase() : '')

function knownProblems(row: ImportRow, known: Known): RowProblem[] {
  const problems: RowProblem[] = []
  if (row.url && known.ownHosts.includes(hostOf(row.url))) problems.push({ column: 'url', message: OWN_URL })
  if (row.domain && known.domains && !known.domains.some((d) => d.toLowerCase() === row.domain.toLowerCase()))
    problems.push({ column: 'domain', message: `No branded domain of yours is ${row.domain}: add it on the Domains page first.` })
  if (row.custom && isReservedAlias(row.custom)) problems.push({ column: 'custom', message: ALIAS_RESERVED })
  else if (row.custom && known.taken.has(takenKey(row.domain, row.custom))) problems.push({ column: 'custom', message: ALIAS_TAKEN })
  return problems
}

export function checkRow(row: ImportRow, campaigns: ReadonlyMap<string, number>, known: Known = NOTHING_KNOWN): Checked {
  const problems: RowProblem[] = knownProblems(row, known)
  let campaign: number | undefined
  if (row.campaign) {
    campaign = campaigns.get(row.campaign.toLowerCase())
    if (campaign === undefined)
      problems.push({
        column: 'campaign',
        message: `No campaign is called “${row.campaign}”.`,
      })
  }
  const body: Record<string, unknown> = { url: row.url }
  if (row.custom) body.custom = row.custom
  if (row.title) body.metatitle = row.title
  if (row.domain) body.domain = row.domain
  if (row.password) body.password = row.password
  if (row.expiry) body.expiry = row.expiry
  if (row.description) body.description = row.description
  if (row.type) body.type = row.type
  if (campaign !== undefined) body.campaign = campaign
  const parsed = linkCreate.safeParse(body)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0] ?? 'url')] ?? 'url'
      if (!problems.some((p) => p.column === column)) problems.push({ column, message: withoutField(issue.message) })
    }
  }
  // What is sent is what the user wrote (trimmed), not the schema's output: the server parses it again.
  return problems.length ? { body: null, problems } : { body: body as LinkCreate, problems: [] }
}

/** Two rows asking for the same alias: the second would be refused by the server, so it is marked now. */
export function duplicateAliases(rows: readonly ImportRow[], skipped: ReadonlySet<number>): Map<number, RowProblem> {
  const seen = new Map<string, number>()
  const duplicates = new Map<number, RowProblem>()
  rows.forEach((row, i) => {
    if (!row.custom || skipped.has(i)) return
    const alias = row.custom.toLowerCase()
    const first = seen.get(alias)
    if (first === undefined) seen.set(alias, i)
    else
      duplicates.set(i, {
        column: 'custom',
        message: `The alias “${row.custom}” is also used by row ${first + 1}.`,
      })
  })
  return duplicates
}

export interface RowOutcome {
  shorturl: string
  error: string
}

export function resultsCsv(rows: readonly ImportRow[], outcomes: readonly RowOutcome[]): string {
  return Papa.unparse({
    fields: [...IMPORT_COLUMNS.map((c) => CSV_NAME[c]), 'shorturl', 'error'],
    data: rows.map((row, i) => [...IMPORT_COLUMNS.map((c) => row[c]), outcomes[i]?.shorturl ?? '', outcomes[i]?.error ?? '']),
  })
}

/** Yields to the browser between slices of work, so a long check never blocks input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function checkRows(rows: readonly ImportRow[], campaigns: ReadonlyMap<string, number>, known: Known = NOTHING_KNOWN, sliceMs = 8): Promise<Checked[]> {
  const checked: Checked[] = []
  while (checked.length < rows.length) {
    const until = performance.now() + sliceMs
    do checked.push(checkRow(rows[checked.length]!, campaigns, known))
    while (checked.length < rows.length && performance.now() < until)
    await nextTask()
  }
  return checked
}
