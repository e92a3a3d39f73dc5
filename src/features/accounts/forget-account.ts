import { removeAccount, type Account } from '@/lib/auth'
import { forgetJobs } from '@/lib/job-store'
import { cacheKeyOf, clearCache } from '@/lib/persist-cache'

/** Removing an account forgets its key, then the reads and bulk jobs this browser kept for it. */
export async function forgetAccount(account: Account) {
  removeAccount(account.id)
  const key = cacheKeyOf(account)
  if (key) await Promise.all([clearCache(key), forgetJobs(key)]).catch(() => undefined)
}
