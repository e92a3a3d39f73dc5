import { useQuery } from '@tanstack/react-query'
import { fileQueries, quotaOf } from './api'

const MB = 1024 * 1024
const megabytes = (bytes: number) => `${(bytes / MB).toLocaleString('en', { maximumFractionDigits: 1 })} MB`

/** Q33a: "12.3 MB of 100 MB used", read from the list's own answer (no request of its own); nothing when the service does not say. */
export function FileQuota({ search }: { search: Parameters<typeof fileQueries.list>[0] }) {
  const quota = quotaOf(useQuery(fileQueries.list(search)).data)
  if (!quota) return null
  const full = quota.limit !== null && quota.used >= quota.limit * 0.9
  return (
    <p className={`text-sm ${full ? 'font-medium text-amber-700 dark:text-amber-300' : 'text-slate-600 dark:text-slate-300'}`}>
      Storage: {megabytes(quota.used)} of {quota.limit === null ? 'unlimited' : megabytes(quota.limit)} used
    </p>
  )
}
