import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { PAGE_SEARCH_DEFAULTS, stringParam } from '@/lib/paging'
import { buttonClass } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { CreateQrForm } from '@/features/qr/create-qr-form'

// ?link= and ?name= prefill a link code, e.g. from a short link's page.
const newQrSearch = (search: Record<string, unknown>): { link?: string; name?: string } => ({
  link: stringParam(search.link, 2000),
  name: stringParam(search.name, 100),
})

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
