import { useMemo } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Panel } from '@/components/ui/page-header'
import { Table, Td, Th } from '@/components/ui/table'
import { CostPreview } from './cost-preview'
import { SHOWN, count, fixRow, problemsOf, skipRow, type Draft } from './import-draft'
import { ImportProblemRow } from './import-problem-row'
import { duplicateAliases, type ImportColumn } from './link-csv'

export function ImportCheckStep({
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
  const fix = (i: number, column: ImportColumn, value: string) => setDraft(fixRow(draft, i, column, value))
  const skip = (i: number, on: boolean) => setDraft(skipRow(draft, i, on))
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
              <ImportProblemRow
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
