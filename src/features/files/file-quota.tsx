import { useQuery } from '@tanstack/react-query'
import { fileQueries, quotaOf } from './api'

const MB = 1024 * 1024
const megabytes = (bytes: number) => `${(bytes / MB).toLocaleString('en', { maximumFractionDigits: 1 })} MiB`

/** Q33a: "12.3 MiB of 100 MiB used", read from the list's own answer (no request of its own); nothing when the service does not say. */
export function FileQuota({ search }: { search: Parameters<typeof fileQueries.list>[0] }) {
  const quota = quotaOf(useQuery(fileQueries.list(search)).data)
  if (!quota) return null
  const full = quota.limit !== null && quota.used >= quota.limit * 0.9
  return (
    // Beside the heading on a phone (no line of its own), after the search on wider screens.
    <p className={`text-sm sm:order-last ${full ? 'font-medium text-amber-700 dark:text-amber-300' : 'text-slate-600 dark:text-slate-300'}`}>
      <span className="sr-only sm:not-sr-only">Storage: </span>
      {megabytes(quota.used)} of {quota.limit === null ? 'unlimited' : megabytes(quota.limit)} used
    </p>
  )
}
