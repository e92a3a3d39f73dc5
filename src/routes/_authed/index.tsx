import { Link, createFileRoute } from '@tanstack/react-router'
import { NAV_ITEMS } from '@/components/layout/nav-items'
import { Icon } from '@/components/ui/icon'
import { PageHeader } from '@/components/ui/page-header'

export const Route = createFileRoute('/_authed/')({ component: Overview })

function Overview() {
  return (
    <>
      <PageHeader title="Dashboard" description="Short links, branded domains, campaigns, pixels, directories, files and QR codes in one place." />
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
