import { Link } from '@tanstack/react-router'
import { isHttpUrl } from '@contract/fields'
import { Button, buttonClass } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Panel } from '@/components/ui/page-header'
import { Table, Td, Th } from '@/components/ui/table'
import { countTasks, type Job } from '@/lib/work-queue'
import { downloadCsv } from './export-csv'
import { SHOWN, count, type Skipped } from './import-draft'
import { retryFailed } from './job-manager'
import type { ImportInput, ImportResult } from './job-kinds'
import { resultsCsv } from './link-csv'

function outcomeOf(task: Job<ImportInput, ImportResult>['tasks'][number]) {
  if (task.status === 'done') return { shorturl: task.result?.shorturl ?? '', error: '' }
  if (task.status === 'failed') return { shorturl: '', error: task.error ?? 'Failed.' }
  return { shorturl: '', error: 'Not sent yet.' }
}

export function ImportResults({ job }: { job: Job<ImportInput, ImportResult> }) {
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
