import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { NAV_ITEMS } from '@/components/layout/nav-items'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states'
import { linkQueries } from '@/features/links/api'
import { TopLinks } from '@/features/links/top-links'
import { Icon } from '@/components/ui/icon'
import { PageHeader } from '@/components/ui/page-header'

export const Route = createFileRoute('/_authed/')({ component: Overview })

// One request: the total comes with the most clicked page of links.
const TOP = { page: 1, limit: 5, order: 'click' as const }

function Overview() {
  const top = useQuery(linkQueries.list(TOP))
  return (
    <>
      <PageHeader title="Dashboard" description="Short links, branded domains, campaigns, pixels, directories, files and QR codes in one place." />
      <div className="mb-6">
        {top.isPending ? (
          <ListSkeleton rows={3} columns={2} />
        ) : top.isError ? (
          <ErrorState title="Your links could not be loaded" error={top.error} onRetry={() => void top.refetch()} />
        ) : (
          <TopLinks total={top.data.result} top={top.data.items} />
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-blue-400"
            >
              <span className="rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-blue-300">
                <Icon name={item.icon} />
              </span>
              <span className="font-medium">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
