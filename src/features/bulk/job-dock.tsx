import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Button, buttonClass } from '@/components/ui/button'
import { useSession, useSessionUser } from '@/lib/auth'
import { useNow } from '@/lib/use-now'
import { getRateLimit } from '@/lib/rate-limit'
import { countTasks, estimateMs, timeLeft, type Job } from '@/lib/work-queue'
import { downloadCsv, exportJobCsv } from './export-csv'
import { cancelJob, closeJobs, dismissJob, openJobs, pauseJob, resumeJob, runsElsewhere, useJobs, wasInterrupted } from './job-manager'
import type { ExportInput, ExportResult } from './job-kinds'
import './job-kinds'

const count = new Intl.NumberFormat('en')

function JobStatus({ job, now }: { job: Job; now: number }) {
  const { done, failed, left } = countTasks(job)
  const parts = [`${count.format(done)} done`, ...(failed ? [`${count.format(failed)} failed`] : []), `${count.format(left)} left`]
  let status: string
  if (job.state === 'paused' && runsElsewhere(job.id)) status = 'Running in another tab or window of this browser.'
  else if (job.state === 'paused' && wasInterrupted(job.id))
    status = 'Paused: the page was closed while it ran. Resume to send the rest; nothing is sent twice.'
  else if (job.state === 'paused') status = 'Paused.'
  else if (job.state === 'cancelled') status = 'Cancelled: the rest was not sent.'
  else if (job.state === 'done') status = failed ? 'Finished, with failures.' : 'Finished.'
  else if (job.waitingUntil && job.waitingUntil > now)
    status = `Waiting for the rate limit window: resumes in ${Math.ceil((job.waitingUntil - now) / 1000)} s.`
  else status = 'Sending…'
  const eta = job.state === 'running' && left > 0 ? ` ${timeLeft(estimateMs(left, getRateLimit(), now))}` : ''
  return (
    <p className="min-w-0 basis-full text-xs text-slate-600 sm:basis-auto dark:text-slate-300">
      {parts.join(' · ')}. {status}
      {eta}
    </p>
  )
}

function exportFileName(job: Job) {
  const first = job.tasks[0]?.input as ExportInput | undefined
  const day = new Date(job.createdAt).toISOString().slice(0, 10)
  return `linkdash-${first?.resource ?? 'export'}-${day}.csv`
}

function JobCard({ job, now, onImportPage }: { job: Job; now: number; onImportPage: boolean }) {
  const { done, failed } = countTasks(job)
  const total = job.tasks.length
  const finished = job.state === 'done' || job.state === 'cancelled'
  const isExport = job.kind === 'export'
  const isImport = job.kind === 'links.import'
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2 sm:px-6">
      <p className="text-sm font-semibold">{job.title}</p>
      <div
        role="progressbar"
        aria-label={`${job.title}: progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done + failed}
        aria-valuetext={`${done + failed} of ${total} requests answered`}
        className="flex h-2 w-24 shrink-0 overflow-hidden rounded-full bg-slate-200 sm:w-40 dark:bg-slate-700"
      >
        <span className="h-full bg-brand-600 dark:bg-blue-400" style={{ width: `${(100 * done) / (total || 1)}%` }} />
        <span className="h-full bg-red-600 dark:bg-red-400" style={{ width: `${(100 * failed) / (total || 1)}%` }} />
      </div>
      <JobStatus job={job} now={now} />
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {job.state === 'running' && (
          <Button variant="secondary" className="py-1" onClick={() => pauseJob(job.id)}>
            Pause
          </Button>
        )}
        {job.state === 'paused' && (
          <Button className="py-1" onClick={() => resumeJob(job.id)}>
            Resume
          </Button>
        )}
        {!finished && (
          <Button variant="ghost" className="py-1" onClick={() => cancelJob(job.id)}>
            Cancel
          </Button>
        )}
        {isExport && job.state === 'done' && (
          <Button className="py-1" onClick={() => downloadCsv(exportFileName(job), exportJobCsv(job as Job<ExportInput, ExportResult>))}>
            Download CSV
          </Button>
        )}
        {isImport && !onImportPage && (
          <Link to="/links/import" search={{ job: job.id }} className={buttonClass('secondary', 'py-1')}>
            Show rows
          </Link>
        )}
        {finished && (
          <Button variant="ghost" className="py-1" onClick={() => dismissJob(job.id)}>
            Dismiss
          </Button>
        )}
      </div>
    </li>
  )
}

/** U12: the account's bulk jobs as a bar under the header; a job running when the page closed is offered again, paused. */
export function JobDock() {
  const queryClient = useQueryClient()
  const session = useSession()
  const user = useSessionUser()
  const jobs = useJobs()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const waiting = jobs.some((j) => j.state === 'running')
  const now = useNow(waiting)
  useEffect(() => {
    if (session) void openJobs(queryClient)
    else closeJobs()
    // The account is the base URL and the user name: it is known again once the user is.
  }, [session, user, queryClient])
  // An export that finishes while the tab is open downloads at once; one finished before (a reload) waits for its button.
  useEffect(() => {
    for (const job of jobs) {
      const before = lastState.get(job.id)
      lastState.set(job.id, job.state)
      if (job.kind !== 'export' || job.state !== 'done' || before === undefined || before === 'done') continue
      if (job.tasks.every((t) => t.status !== 'failed')) downloadCsv(exportFileName(job), exportJobCsv(job as Job<ExportInput, ExportResult>))
    }
  }, [jobs])
  if (!jobs.length) return null
  return (
    <section aria-label="Bulk jobs" className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <ul className="max-h-[30vh] divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} now={now} onImportPage={pathname === '/links/import'} />
        ))}
      </ul>
    </section>
  )
}

const lastState = new Map<string, Job['state']>()
