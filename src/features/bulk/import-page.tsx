import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { isHttpUrl } from '@contract/fields'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClass } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { inputClass } from '@/components/ui/field'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { Table, Td, Th } from '@/components/ui/table'
import { campaignQueries } from '@/features/campaigns/api'
import { countTasks, type Job } from '@/lib/work-queue'
import { CostPreview } from './cost-preview'
import { downloadCsv } from './export-csv'
import { retryFailed, startJob, useJob } from './job-manager'
import type { ImportInput, ImportResult } from './job-kinds'
import {
  COLUMN_LABELS,
  IMPORT_COLUMNS,
  checkRow,
  checkRows,
  duplicateAliases,
  parseLinkCsv,
  resultsCsv,
  type Checked,
  type ImportColumn,
  type ImportRow,
  type RowProblem,
} from './link-csv'
import './job-kinds'

const SHOWN = 100
const count = new Intl.NumberFormat('en')

interface Draft {
  fileName: string
  rows: ImportRow[]
  checked: Checked[]
  skipped: Set<number>
  ignored: string[]
  problems: string[]
  campaigns: Map<string, number>
  /** Rows that had a problem when read, and its columns: they stay in the fix table while being fixed. */
  flagged: Map<number, ImportColumn[]>
}

type Skipped = { row: number; source: ImportRow; error: string }

/** Problems of row i: the contract's, then an alias used twice in the file. */
function problemsOf(draft: Draft, duplicates: Map<number, RowProblem>, i: number): RowProblem[] {
  const own = draft.checked[i]?.problems ?? []
  const dup = duplicates.get(i)
  return dup && !own.some((p) => p.column === 'custom') ? [...own, dup] : own
}

function SourceStep({ onRead, busy }: { onRead: (source: File | string, name: string) => void; busy: boolean }) {
  const fileRef = useRef<HTMLInputElement>(null)
  const pasteId = useId()
  const [text, setText] = useState('')
  const [over, setOver] = useState(false)
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    const file = e.dataTransfer.files[0]
    if (file) onRead(file, file.name)
  }
  return (
    <Panel className="p-6">
      <h2 className="text-lg font-semibold">1. Choose a CSV file, or paste URLs</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Columns, matched by their header in any case:{' '}
        {IMPORT_COLUMNS.map((c) => (
          <code key={c} className="mx-0.5">
            {c}
          </code>
        ))}
        . Only <code>url</code> is required; <code>campaign</code> is a campaign’s name. Without a header, each line is one URL.
      </p>
      <div
        role="group"
        aria-label="CSV drop zone"
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`mt-4 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">Drop a .csv file here, or</p>
        <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={busy}>
          Choose a CSV file
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) onRead(file, file.name)
            e.target.value = ''
          }}
        />
      </div>
      <label htmlFor={pasteId} className="mt-4 block text-sm font-medium">
        Or paste lines of URLs, or CSV with a header
      </label>
      <textarea
        id={pasteId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        className={`${inputClass} mt-1 font-mono text-xs`}
        placeholder={'https://example.com/spring-sale\nhttps://example.com/summer'}
      />
      <div className="mt-3">
        <Button onClick={() => onRead(text, 'pasted lines')} disabled={busy || !text.trim()}>
          {busy ? 'Reading…' : 'Check these lines'}
        </Button>
      </div>
    </Panel>
  )
}

function ProblemRow({
  index,
  row,
  columns,
  problems,
  skipped,
  onChange,
  onSkip,
}: {
  index: number
  row: ImportRow
  columns: ImportColumn[]
  problems: RowProblem[]
  skipped: boolean
  onChange: (column: ImportColumn, value: string) => void
  onSkip: (skip: boolean) => void
}) {
  const shown = [...new Set([...columns, ...problems.map((p) => p.column)])]
  return (
    <tr className={skipped ? 'opacity-60' : ''}>
      <Td className="align-top tabular-nums">{index + 1}</Td>
      <Td>
        <ul className="space-y-2">
          {shown.map((column) => {
            const problem = problems.find((p) => p.column === column)
            return (
              <li key={column}>
                <label
                  className={`block text-xs font-medium ${problem ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}`}
                >
                  {COLUMN_LABELS[column]} ({column}): {problem ? problem.message : 'Fixed.'}
                  <input
                    value={row[column]}
                    onChange={(e) => onChange(column, e.target.value)}
                    aria-invalid={problem ? 'true' : undefined}
                    className={`${inputClass} mt-1 text-sm text-slate-900 dark:text-slate-100`}
                  />
                </label>
              </li>
            )
          })}
        </ul>
        {!shown.includes('url') && <p className="mt-1 text-xs break-all text-slate-600 dark:text-slate-300">{row.url}</p>}
      </Td>
      <Td className="align-top">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand-600" checked={skipped} onChange={(e) => onSkip(e.target.checked)} />
          Skip
        </label>
      </Td>
    </tr>
  )
}

function PreviewStep({
  draft,
  setDraft,
  onStart,
  onReset,
}: {
  draft: Draft
  setDraft: (d: Draft) => void
  onStart: (rows: number[]) => void
  onReset: () => void
}) {
  const duplicates = useMemo(() => duplicateAliases(draft.rows, draft.skipped), [draft.rows, draft.skipped])
  const withProblems = draft.rows.map((_, i) => i).filter((i) => problemsOf(draft, duplicates, i).length > 0)
  const toFix = [...new Set([...draft.flagged.keys(), ...withProblems])].sort((a, b) => a - b)
  const ready = draft.rows.map((_, i) => i).filter((i) => !draft.skipped.has(i) && problemsOf(draft, duplicates, i).length === 0)
  const leftOut = draft.rows.length - ready.length
  const fix = (i: number, column: ImportColumn, value: string) => {
    const rows = draft.rows.slice()
    rows[i] = { ...rows[i]!, [column]: value }
    const checked = draft.checked.slice()
    checked[i] = checkRow(rows[i]!, draft.campaigns)
    setDraft({ ...draft, rows, checked })
  }
  const skip = (i: number, on: boolean) => {
    const skipped = new Set(draft.skipped)
    if (on) skipped.add(i)
    else skipped.delete(i)
    setDraft({ ...draft, skipped })
  }
  return (
    <Panel>
      <div className="border-b border-slate-200 p-6 dark:border-slate-700">
        <h2 className="text-lg font-semibold">2. Check the rows</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" role="status">
          {count.format(draft.rows.length)} rows read from {draft.fileName}: {count.format(ready.length)} ready
          {withProblems.length ? `, ${count.format(withProblems.length)} with a problem` : ''}.
        </p>
        {draft.ignored.length > 0 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Columns not imported: {draft.ignored.join(', ')}.</p>
        )}
        {draft.problems.length > 0 && (
          <div className="mt-3">
            <Alert tone="warning">{draft.problems.slice(0, 5).join(' ')}</Alert>
          </div>
        )}
      </div>
      {toFix.length > 0 && (
        <>
          <h3 className="px-6 pt-4 text-base font-semibold">Rows with a problem: fix them here, or skip them</h3>
          <Table
            caption="Rows with a problem"
            head={
              <>
                <Th className="w-16">Row</Th>
                <Th>Problem</Th>
                <Th className="w-24">Skip</Th>
              </>
            }
          >
            {toFix.slice(0, SHOWN).map((i) => (
              <ProblemRow
                key={i}
                index={i}
                row={draft.rows[i]!}
                columns={draft.flagged.get(i) ?? []}
                problems={problemsOf(draft, duplicates, i)}
                skipped={draft.skipped.has(i)}
                onChange={(c, v) => fix(i, c, v)}
                onSkip={(on) => skip(i, on)}
              />
            ))}
          </Table>
          {toFix.length > SHOWN && (
            <p className="px-6 py-2 text-sm">And {count.format(toFix.length - SHOWN)} more rows with a problem, left out unless fixed in the file.</p>
          )}
        </>
      )}
      {ready.length > 0 && (
        <details className="border-t border-slate-200 dark:border-slate-700" open={withProblems.length === 0}>
          <summary className="cursor-pointer px-6 py-3 text-base font-semibold">Rows ready to import ({count.format(ready.length)})</summary>
          <Table
            caption="Rows ready to import"
            head={
              <>
                <Th className="w-16">Row</Th>
                <Th>URL</Th>
                <Th className="hidden sm:table-cell">Alias</Th>
                <Th className="hidden sm:table-cell">Title</Th>
                <Th className="hidden sm:table-cell">Campaign</Th>
              </>
            }
          >
            {ready.slice(0, SHOWN).map((i) => {
              const r = draft.rows[i]!
              return (
                <tr key={i}>
                  <Td className="tabular-nums">{i + 1}</Td>
                  <Td className="max-w-xs break-all">
                    {r.url}
                    <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-300">
                      {[r.custom, r.title, r.campaign].filter(Boolean).join(' · ')}
                    </span>
                  </Td>
                  <Td className="hidden sm:table-cell">{r.custom}</Td>
                  <Td className="hidden sm:table-cell">{r.title}</Td>
                  <Td className="hidden sm:table-cell">{r.campaign}</Td>
                </tr>
              )
            })}
          </Table>
          {ready.length > SHOWN && <p className="px-6 py-2 text-sm">The first {SHOWN} are shown.</p>}
        </details>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-200 p-6 dark:border-slate-700">
        <CostPreview requests={ready.length} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => onStart(ready)} disabled={ready.length === 0}>
            {`Import ${count.format(ready.length)} ${ready.length === 1 ? 'link' : 'links'}`}
            {leftOut ? ` (leave out ${leftOut})` : ''}
          </Button>
          <Button variant="secondary" onClick={onReset}>
            Choose another file
          </Button>
        </div>
      </div>
    </Panel>
  )
}

function outcomeOf(task: Job<ImportInput, ImportResult>['tasks'][number]) {
  if (task.status === 'done') return { shorturl: task.result?.shorturl ?? '', error: '' }
  if (task.status === 'failed') return { shorturl: '', error: task.error ?? 'Failed.' }
  return { shorturl: '', error: 'Not sent yet.' }
}

function ResultsStep({ job }: { job: Job<ImportInput, ImportResult> }) {
  const { done, failed, left } = countTasks(job)
  const skipped = (job.meta?.skipped as Skipped[] | undefined) ?? []
  const download = () => {
    const all = [
      ...job.tasks.map((t) => ({
        row: t.input.row,
        source: t.input.source,
        ...outcomeOf(t),
      })),
      ...skipped.map((s) => ({
        row: s.row,
        source: s.source,
        shorturl: '',
        error: s.error,
      })),
    ].sort((a, b) => a.row - b.row)
    downloadCsv(
      'linkdash-import-results.csv',
      resultsCsv(
        all.map((r) => r.source),
        all,
      ),
    )
  }
  return (
    <Panel>
      <div className="border-b border-slate-200 p-6 dark:border-slate-700">
        <h2 className="text-lg font-semibold">3. Results</h2>
        <p className="mt-1 text-sm" role="status">
          {count.format(done)} created, {count.format(failed)} failed, {count.format(left)} left
          {skipped.length ? `, ${count.format(skipped.length)} left out` : ''}.
          {job.state === 'running' ? ' Progress is also shown under the header on every page; you can leave this page.' : ''}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {failed > 0 && job.state !== 'running' && (
            <Button onClick={() => retryFailed(job.id)}>{`Retry ${failed} failed ${failed === 1 ? 'row' : 'rows'}`}</Button>
          )}
          <Button variant="secondary" onClick={download}>
            Download results CSV
          </Button>
          <Link to="/links/import" search={{}} className={buttonClass('secondary')}>
            Import another file
          </Link>
        </div>
      </div>
      <Table
        cards
        caption="Import results"
        head={
          <>
            <Th className="w-16">Row</Th>
            <Th>Destination</Th>
            <Th>Result</Th>
          </>
        }
      >
        {job.tasks.slice(0, SHOWN).map((t) => (
          <tr key={t.id}>
            <Td className="tabular-nums">{t.input.row}</Td>
            <Td className="max-w-xs break-all max-sm:max-w-none max-sm:flex-1">{t.input.body.url}</Td>
            <Td>
              {t.status === 'done' && t.result ? (
                <span className="flex flex-wrap items-center gap-2">
                  {isHttpUrl(t.result.shorturl) ? (
                    <a
                      href={t.result.shorturl}
                      className="font-medium text-brand-700 [overflow-wrap:anywhere] underline-offset-2 hover:underline dark:text-blue-300"
                    >
                      {t.result.shorturl}
                    </a>
                  ) : (
                    t.result.shorturl
                  )}
                  <CopyButton value={t.result.shorturl} label={`Copy the short URL of row ${t.input.row}`} />
                </span>
              ) : t.status === 'failed' ? (
                <span className="text-red-700 dark:text-red-300">{t.error}</span>
              ) : (
                <span className="text-slate-600 dark:text-slate-300">{t.status === 'sending' ? 'Sending…' : 'Waiting'}</span>
              )}
            </Td>
          </tr>
        ))}
      </Table>
      {job.tasks.length > SHOWN && (
        <p className="px-6 py-3 text-sm">
          The first {SHOWN} rows are shown; the results file has all {count.format(job.tasks.length)}.
        </p>
      )}
    </Panel>
  )
}

/** Import links from a CSV file: read, check every row, fix or skip, then a paced job with a result per row. */
export function ImportPage({ jobId }: { jobId: string | undefined }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const job = useJob(jobId) as Job<ImportInput, ImportResult> | undefined
  const [draft, setDraft] = useState<Draft | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const read = async (source: File | string, fileName: string) => {
    setBusy(true)
    setError('')
    try {
      performance.mark('import:read')
      const parsed = await parseLinkCsv(source)
      performance.mark('import:parsed')
      if (!parsed.rows.length) return setError('No rows found: the file is empty, or has only a header.')
      // Campaigns are named in the file: one request finds their ids, and only when a row names one.
      const campaigns = new Map<string, number>()
      if (parsed.rows.some((r) => r.campaign)) {
        const page = await queryClient.fetchQuery({
          ...campaignQueries.list({ page: 1, limit: 100 }),
          staleTime: 60_000,
        })
        for (const c of page.items) campaigns.set(c.name.toLowerCase(), c.id)
      }
      const checked = await checkRows(parsed.rows, campaigns)
      performance.mark('import:checked')
      const duplicates = duplicateAliases(parsed.rows, new Set())
      const flagged = new Map<number, ImportColumn[]>()
      checked.forEach((c, n) => {
        const columns = [...c.problems.map((p) => p.column), ...(duplicates.has(n) ? (['custom'] as const) : [])]
        if (columns.length) flagged.set(n, [...new Set(columns)])
      })
      setDraft({ fileName, rows: parsed.rows, checked, skipped: new Set(), ignored: parsed.ignored, problems: parsed.problems, campaigns, flagged })
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be read.')
    } finally {
      setBusy(false)
    }
  }

  const start = (ready: number[]) => {
    if (!draft) return
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
    const id = startJob('links.import', `Import ${count.format(inputs.length)} ${inputs.length === 1 ? 'link' : 'links'}`, inputs, { skipped })
    setDraft(null)
    void navigate({ to: '/links/import', search: { job: id } })
  }

  return (
    <>
      <PageHeader
        title="Import links"
        section="Links"
        description="Create many short links from a spreadsheet. Every row is checked before anything is sent, and the import paces itself to your rate limit."
      />
      {error && (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      )}
      {jobId && !job ? (
        <Alert tone="warning">This import is no longer kept in this browser. Its links, if created, are in your list.</Alert>
      ) : job ? (
        <ResultsStep job={job} />
      ) : draft ? (
        <PreviewStep draft={draft} setDraft={setDraft} onStart={start} onReset={() => setDraft(null)} />
      ) : (
        <SourceStep onRead={(s, n) => void read(s, n)} busy={busy} />
      )}
    </>
  )
}
