import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icon'
import { NAV_GROUPS } from './nav-items'

const ITEM =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
const ACTIVE = 'bg-brand-50 text-brand-700 hover:bg-brand-50 dark:bg-slate-800 dark:text-white'

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Resources" className="flex flex-col gap-1 p-3">
      <Link to="/" className={ITEM} activeProps={{ className: ACTIVE, 'aria-current': 'page' }} activeOptions={{ exact: true }} onClick={onNavigate}>
        <Icon name="home" />
        Overview
      </Link>
      {NAV_GROUPS.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 dark:border-slate-800">
          <p aria-hidden="true" className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {group.label}
          </p>
          {group.items.map((item) => (
            <Link key={item.to} to={item.to} className={ITEM} activeProps={{ className: ACTIVE, 'aria-current': 'page' }} onClick={onNavigate}>
              <Icon name={item.icon} />
              {item.label}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  )
}
