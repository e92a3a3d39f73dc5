import { z } from 'zod'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { buttonClass } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { CreateQrForm } from '@/features/qr/create-qr-form'

// ?link= and ?name= prefill a link code, e.g. from a short link's page.
const newQrSearch = z.object({ link: z.string().max(2000).optional().catch(undefined), name: z.string().max(100).optional().catch(undefined) })

export const Route = createFileRoute('/_authed/qr/new')({ validateSearch: newQrSearch, component: NewQrPage })

function NewQrPage() {
  const navigate = useNavigate()
  const { link, name } = Route.useSearch()
  return (
    <>
      <PageHeader section="QR codes" title="New QR code" description="Pick what the code does, fill it in and watch the preview." />
      <CreateQrForm
        link={link}
        name={name}
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
