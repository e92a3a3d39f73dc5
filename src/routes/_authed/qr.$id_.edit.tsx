import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { buttonClass } from '@/components/ui/button'
import { ListSkeleton } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { qrQueries } from '@/features/qr/api'
import { EditQrForm } from '@/features/qr/edit-qr-form'
import { QrLoadError } from '@/features/qr/qr-load-error'
import { StaticEditNotice } from '@/features/qr/static-edit-notice'
import { knownType } from '@/features/qr/qr-types'
import { idRoute } from '@/lib/id-params'

export const Route = createFileRoute('/_authed/qr/$id_/edit')({
  ...idRoute,
  component: EditQrPage,
})

function EditQrPage() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const query = useQuery(qrQueries.detail(id))
  const cancel = (
    <Link to="/qr/$id" params={{ id }} className={buttonClass('secondary')}>
      Cancel
    </Link>
  )
  return (
    <>
      <PageHeader section="QR codes" title={query.data ? `Edit “${query.data.qr.name || 'Untitled'}”` : 'Edit QR code'} />
      {query.isPending ? (
        <Panel>
          <ListSkeleton rows={5} columns={2} />
        </Panel>
      ) : query.isError ? (
        <Panel>
          <QrLoadError error={query.error} onRetry={() => void query.refetch()} />
        </Panel>
      ) : (
        <>
          <StaticEditNotice
            type={knownType(query.data.qr.type)}
            offer={
              <Link to="/qr/new" className="font-medium underline">
                create a dynamic code
              </Link>
            }
          />
          <EditQrForm qr={query.data.qr} cancel={cancel} onSaved={() => void navigate({ to: '/qr/$id', params: { id } })} />
        </>
      )}
    </>
  )
}
