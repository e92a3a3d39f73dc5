import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icon'
import { NAV_ITEMS } from './nav-items'

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
      {NAV_ITEMS.map((item) => (
        <Link key={item.to} to={item.to} className={ITEM} activeProps={{ className: ACTIVE, 'aria-current': 'page' }} onClick={onNavigate}>
          <Icon name={item.icon} />
          {item.label}
        </Link>
      ))}
    </nav>
  )
}
