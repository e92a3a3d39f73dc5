import type { QueryClient } from '@tanstack/react-query'
import { campaignQueries } from '@/features/campaigns/api'
import { CHOICES_CACHE } from '@/lib/request-budget'
import { knownFor } from './import-known'
import type { ImportInput } from './job-kinds'
import { checkRow, checkRows, duplicateAliases, parseLinkCsv, type Checked, type ImportColumn, type ImportRow, type Known, type RowProblem } from './link-csv'

export const SHOWN = 100
export const count = new Intl.NumberFormat('en')

export interface Draft {
  fileName: string
  rows: ImportRow[]
  checked: Checked[]
  skipped: Set<number>
  ignored: string[]
  problems: string[]
  campaigns: Map<string, number>
  known: Known
  /** Rows that had a problem when read, and its columns: they stay in the fix table while being fixed. */
  flagged: Map<number, ImportColumn[]>
}

export type Skipped = { row: number; source: ImportRow; error: string }

/** Problems of row i: the contract's, then an alias used twice in the file. */
export function problemsOf(draft: Draft, duplicates: Map<number, RowProblem>, i: number): RowProblem[] {
  const own = draft.checked[i]?.problems ?? []
  const dup = duplicates.get(i)
  return dup && !own.some((p) => p.column === 'custom') ? [...own, dup] : own
}

export async function readDraft(queryClient: QueryClient, source: File | string, fileName: string): Promise<Draft | string> {
  performance.mark('import:read')
  const parsed = await parseLinkCsv(source)
  performance.mark('import:parsed')
  if (!parsed.rows.length) return 'No rows found: the file is empty, or has only a header.'
  // Campaigns are named in the file: one request finds their ids, and only when a row names one.
  const campaigns = new Map<string, number>()
  if (parsed.rows.some((r) => r.campaign)) {
    const page = await queryClient.fetchQuery({
      ...campaignQueries.list({ page: 1, limit: 100 }),
      ...CHOICES_CACHE,
    })
    for (const c of page.items) campaigns.set(c.name.toLowerCase(), c.id)
  }
  const known = await knownFor(queryClient, parsed.rows)
  const checked = await checkRows(parsed.rows, campaigns, known)
  performance.mark('import:checked')
  const duplicates = duplicateAliases(parsed.rows, new Set())
  const flagged = new Map<number, ImportColumn[]>()
  checked.forEach((c, n) => {
    const columns = [...c.problems.map((p) => p.column), ...(duplicates.has(n) ? (['custom'] as const) : [])]
    if (columns.length) flagged.set(n, [...new Set(columns)])
  })
  return { fileName, rows: parsed.rows, checked, skipped: new Set(), ignored: parsed.ignored, problems: parsed.problems, campaigns, known, flagged }
}

export function fixRow(draft: Draft, i: number, column: ImportColumn, value: string): Draft {
  const rows = draft.rows.slice()
  rows[i] = { ...rows[i]!, [column]: value }
  const checked = draft.checked.slice()
  checked[i] = checkRow(rows[i]!, draft.campaigns, draft.known)
  return { ...draft, rows, checked }
}

export function skipRow(draft: Draft, i: number, on: boolean): Draft {
  const skipped = new Set(draft.skipped)
  if (on) skipped.add(i)
  else skipped.delete(i)
  return { ...draft, skipped }
}

/** The tasks of the ready rows, and why every other row is left out (for the results file). */
export function planImport(draft: Draft, ready: number[]): { inputs: ImportInput[]; skipped: Skipped[] } {
  const readySet = new Set(ready)
  const duplicates = duplicateAliases(draft.rows, draft.skipped)
  const inputs: ImportInput[] = ready.map((i) => ({
    row: i + 1,
    source: draft.rows[i]!,
    body: (draft.checked[i] as Extract<Checked, { body: object }>).body,
  }))
  const skipped: Skipped[] = draft.rows.flatMap((source, i) =>
    readySet.has(i)
      ? []
      : [
          {
            row: i + 1,
            source,
            error:
              draft.skipped.has(i) && !problemsOf(draft, duplicates, i).length
                ? 'Skipped.'
                : `Not sent: ${problemsOf(draft, duplicates, i)
                    .map((p) => `${p.column}: ${p.message}`)
                    .join(' ')}`,
          },
        ],
  )
  return { inputs, skipped }
}
