import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { getAccounts, getSession, type Account } from '@/lib/auth'
import { forgetJob, loadJobs, saveJob } from '@/lib/job-store'
import { getRateLimit } from '@/lib/rate-limit'
import { runJob, type Job, type Task } from '@/lib/work-queue'

/** One item a per-item job acts on: its id, and the name the dock shows. */
export interface ItemInput {
  id: number
  name: string
}

// One job runs at a time; each change is saved (IndexedDB) before the request it announces, so a reload never sends twice.

export interface JobKind<I, R> {
  perform: (input: I, queryClient: QueryClient) => Promise<R>
  verify?: (input: I, since: number, queryClient: QueryClient) => Promise<R | null>
  /** After a task is done: more tasks it revealed (an export's later pages). */
  expand?: (job: Job<I, R>, task: Task<I, R>) => I[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind types its own tasks
const kinds = new Map<string, JobKind<any, any>>()

export function defineJobKind<I, R>(kind: string, definition: JobKind<I, R>) {
  kinds.set(kind, definition)
}

export const getJobKind = <I, R>(kind: string) => kinds.get(kind) as JobKind<I, R> | undefined

interface State {
  account: string | null
  jobs: Job[]
}

let state: State = { account: null, jobs: [] }
let queryClient: QueryClient | undefined
let running: { job: Job; wake: AbortController } | null = null
const listeners = new Set<() => void>()
let views: Job[] = []

function emit() {
  views = state.jobs.map((job) => ({
    ...job,
    tasks: job.tasks.map((task) => ({ ...task })),
  }))
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const useJobs = () => useSyncExternalStore(subscribe, () => views)
export const useJob = (id: string | undefined) => useSyncExternalStore(subscribe, () => (id ? views.find((j) => j.id === id) : undefined))

function accountOf(session: Account | null = getSession()): string | null {
  return session ? `${session.baseUrl.replace(/\/+$/, '')}|${session.user?.username ?? ''}` : null
}

/** Loads the account's saved jobs once per sign-in; a job that was running when the page closed waits to be resumed. */
export async function openJobs(client: QueryClient) {
  queryClient = client
  const account = accountOf()
  if (!account || account === state.account) return
  stopRunning()
  // Jobs started before the account was known (a click just after a reload) are this session's: they stay and run.
  const early = state.account === null ? state.jobs : []
  state = { account, jobs: early }
  emit()
  for (const job of early) void persist(job)
  const saved = await loadJobs(account).catch(() => [])
  if (state.account !== account) return
  // The jobs in memory are the live ones; a saved copy of them is not a job the page closed on.
  const live = new Set(state.jobs.map((job) => job.id))
  const others = saved.filter((job) => kinds.has(job.kind) && !live.has(job.id))
  for (const job of others) {
    if (job.state !== 'running') continue
    job.state = 'paused'
    interrupted.add(job.id)
  }
  state.jobs = [...others, ...state.jobs]
  emit()
  pump()
}

export function closeJobs() {
  stopRunning()
  state = { account: null, jobs: [] }
  emit()
}

function stopRunning() {
  if (!running) return
  running.job.state = running.job.state === 'running' ? 'paused' : running.job.state
  running.wake.abort()
  running = null
}

/** Saved under the account it runs for, which may no longer be the active one (a switch stops it mid-task). */
function persist(job: Job, account = state.account) {
  emit()
  // A removed account's jobs are deleted, not saved again by the job it stopped.
  return account && getAccounts().some((a) => accountOf(a) === account) ? saveJob(account, job).catch(() => undefined) : Promise.resolve()
}

let jobSeq = 0

export function startJob<I>(kind: string, title: string, inputs: I[], meta?: Record<string, unknown>): string {
  if (!kinds.has(kind)) throw new Error(`Unknown job kind ${kind}`)
  const job: Job = {
    id: `${Date.now().toString(36)}-${(jobSeq++).toString(36)}`,
    kind,
    title,
    createdAt: Date.now(),
    state: 'running',
    tasks: inputs.map((input, id) => ({ id, input, status: 'pending' })),
    ...(meta ? { meta } : {}),
  }
  state.jobs.push(job)
  void persist(job)
  pump()
  return job.id
}

function pump() {
  if (running || !queryClient) return
  const job = state.jobs.find((j) => j.state === 'running')
  const kind = job && kinds.get(job.kind)
  if (!job || !kind) return
  const client = queryClient
  const account = state.account
  const wake = new AbortController()
  running = { job, wake }
  elsewhere.delete(job.id)
  const run = () =>
    runJob(job, wake.signal, {
      perform: (input) => kind.perform(input, client),
      verify: kind.verify && ((input, since) => kind.verify!(input, since, client)),
      rate: getRateLimit,
      onChange: (changed) => {
        const last = changed.tasks.findLast((t) => t.status === 'done')
        if (last && kind.expand && !expanded.has(last)) {
          expanded.add(last)
          for (const input of kind.expand(changed, last)) changed.tasks.push({ id: changed.tasks.length, input, status: 'pending' })
        }
        return persist(changed, account)
      },
    })
  // One tab runs a job: another tab that offers to resume it finds its lock held, and waits.
  const locked = navigator.locks
    ? navigator.locks.request(`linkdash-job-${job.id}`, { ifAvailable: true }, (lock) => {
        if (lock) return run()
        job.state = 'paused'
        elsewhere.add(job.id)
      })
    : run()
  void locked.finally(() => {
    if (running?.job === job) running = null
    // The other tab's copy is the true one: this tab's is not saved over it.
    if (elsewhere.has(job.id)) emit()
    else void persist(job, account)
    pump()
  })
}

const expanded = new WeakSet<Task>()
const elsewhere = new Set<string>()
const interrupted = new Set<string>()
export const wasInterrupted = (id: string) => interrupted.has(id)
export const runsElsewhere = (id: string) => elsewhere.has(id)

function find(id: string) {
  return state.jobs.find((j) => j.id === id)
}

export function pauseJob(id: string) {
  const job = find(id)
  if (!job || job.state !== 'running') return
  job.state = 'paused'
  if (running?.job === job) running.wake.abort()
  void persist(job)
}

export function resumeJob(id: string) {
  const job = find(id)
  if (!job || (job.state !== 'paused' && job.state !== 'done')) return
  job.state = 'running'
  interrupted.delete(job.id)
  void persist(job)
  pump()
}

export function cancelJob(id: string) {
  const job = find(id)
  if (!job || job.state === 'done' || job.state === 'cancelled') return
  job.state = 'cancelled'
  job.waitingUntil = null
  if (running?.job === job) running.wake.abort()
  void persist(job)
}

export function retryFailed(id: string, inputs?: Map<number, unknown>) {
  const job = find(id)
  if (!job) return
  for (const task of job.tasks) {
    if (task.status !== 'failed') continue
    if (inputs?.has(task.id)) task.input = inputs.get(task.id)
    task.status = 'pending'
    delete task.error
  }
  job.state = 'running'
  void persist(job)
  pump()
}

export function dismissJob(id: string) {
  const job = find(id)
  if (!job) return
  cancelJob(id)
  state.jobs = state.jobs.filter((j) => j !== job)
  emit()
  if (state.account) void forgetJob(state.account, id).catch(() => undefined)
}
