import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval'
import type { Job } from './work-queue'

// Bulk jobs outlive a reload in IndexedDB, keyed by the account so one never resumes another's work; never the API key.

let db: UseStore | undefined
const store = () => (db ??= createStore('linkdash-jobs', 'jobs'))

const keyOf = (account: string, id: string) => `${account}\n${id}`

const ofAccount = async (account: string) =>
  (await entries<string, Job>(store())).filter(([key]) => typeof key === 'string' && key.startsWith(`${account}\n`))

export async function loadJobs(account: string): Promise<Job[]> {
  return (await ofAccount(account)).map(([, job]) => job).sort((a, b) => a.createdAt - b.createdAt)
}

export const forgetJobs = async (account: string) =>
  delMany(
    (await ofAccount(account)).map(([key]) => key),
    store(),
  )

export const saveJob = (account: string, job: Job) => set(keyOf(account, job.id), structuredClone(job), store())

export const forgetJob = (account: string, id: string) => del(keyOf(account, id), store())
