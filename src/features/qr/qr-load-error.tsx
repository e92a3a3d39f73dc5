import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/ui/button'
import { EmptyState, ErrorState } from '@/components/ui/list-states'
import { ApiError } from '@/lib/api-client'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'

/** One wording for a code that is not there, on its detail and its edit page. */
export function QrLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        title="This QR code does not exist"
        action={
          <Link to="/qr" search={PAGE_SEARCH_DEFAULTS} className={buttonClass('secondary')}>
            Go to your QR codes
          </Link>
        }
      >
        It may have been deleted, or the address is wrong.
      </EmptyState>
    )
  }
  return <ErrorState title="This QR code could not be loaded" error={error} onRetry={onRetry} />
}
