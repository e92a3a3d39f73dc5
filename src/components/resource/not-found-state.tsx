import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/list-states'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'

export function NotFoundState({ what, list, to }: { what: string; list: string; to: '/qr' | '/bio' | '/campaigns' | '/directories' }) {
  return (
    <EmptyState
      title={`This ${what} does not exist`}
      action={
        <Link to={to} search={PAGE_SEARCH_DEFAULTS} className={buttonClass('secondary')}>
          Go to your {list}
        </Link>
      }
    >
      It may have been deleted, or the address is wrong.
    </EmptyState>
  )
}
