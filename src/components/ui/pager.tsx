import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PAGE_SIZES, pageSummary, type PageSearch, type PageSize } from '@/lib/paging'
import { Icon, type IconName } from './icon'

interface PagerProps {
  page: { currentpage: number; maxpage: number; result: number; hasNext: boolean }
  limit: number
  busy?: boolean
}

const CONTROL =
  'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'

function PagerLink({ to, label, icon, enabled }: { to: number; label: string; icon: IconName; enabled: boolean }) {
  if (!enabled) {
    return (
      <button type="button" disabled aria-label={label} className={`${CONTROL} cursor-not-allowed opacity-40`}>
        <Icon name={icon} className="size-4" />
      </button>
    )
  }
  return (
    <Link
      to="."
      search={(prev: Partial<PageSearch>) => ({ ...prev, page: to })}
      aria-label={label}
      title={label}
      className={CONTROL}
    >
      <Icon name={icon} className="size-4" />
    </Link>
  )
}

export function Pager({ page, limit, busy = false }: PagerProps): ReactNode {
  const navigate = useNavigate()
  const current = page.currentpage
  const last = Math.max(page.maxpage, 1)
  const hasPrev = current > 1
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-700"
    >
      <p aria-live="polite" className={`text-slate-600 dark:text-slate-300 ${busy ? 'opacity-60' : ''}`}>
        {pageSummary(page)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
          Rows per page
          <select
            value={limit}
            onChange={(e) =>
              void navigate({ to: '.', search: (prev: Partial<PageSearch>) => ({ ...prev, limit: Number(e.target.value) as PageSize, page: 1 }) })
            }
            className="rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-1">
          <PagerLink to={1} label="First page" icon="first" enabled={hasPrev} />
          <PagerLink to={Math.min(current - 1, last)} label="Previous page" icon="prev" enabled={hasPrev} />
          <PagerLink to={current + 1} label="Next page" icon="next" enabled={page.hasNext} />
          <PagerLink to={last} label="Last page" icon="last" enabled={current !== last} />
        </div>
      </div>
    </nav>
  )
}
