import { createStore, del, entries, set, type UseStore } from 'idb-keyval'
import type { Job } from './work-queue'

// Bulk jobs outlive a reload or a closed tab in IndexedDB, one entry per job, keyed by the account
// (API base URL and user name) so that one account never resumes another's work. Never the API key.

let db: UseStore | undefined
const store = () => (db ??= createStore('linkdash-jobs', 'jobs'))

const keyOf = (account: string, id: string) => `${account}\n${id}`

export async function loadJobs(account: string): Promise<Job[]> {
  const all = await entries<string, Job>(store())
  return all
    .filter(([key]) => typeof key === 'string' && key.startsWith(`${account}\n`))
    .map(([, job]) => job)
    .sort((a, b) => a.createdAt - b.createdAt)
}

export const saveJob = (account: string, job: Job) => set(keyOf(account, job.id), structuredClone(job), store())

export const forgetJob = (account: string, id: string) => del(keyOf(account, id), store())
