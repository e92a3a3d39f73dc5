import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { buttonClass } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { CreateQrForm } from '@/features/qr/create-qr-form'

export const Route = createFileRoute('/_authed/qr/new')({ component: NewQrPage })

function NewQrPage() {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader section="QR codes" title="New QR code" description="Pick what the code does, fill it in and watch the preview." />
      <CreateQrForm
        onCreated={(id) => void navigate({ to: '/qr/$id', params: { id } })}
        cancel={
          <Link to="/qr" search={PAGE_SEARCH_DEFAULTS} className={buttonClass('secondary')}>
            Cancel
          </Link>
        }
      />
    </>
  )
}
