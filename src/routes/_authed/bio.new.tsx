import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { ListSkeleton } from '@/components/ui/list-states'
import { bioSupport } from '@/features/bio/api'
import { BioForm } from '@/features/bio/bio-form'
import { BioUnsupported } from '@/features/bio/bio-unsupported'
import { domainQueries } from '@/features/domains/api'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'

export const Route = createFileRoute('/_authed/bio/new')({ component: NewBioPage })

function NewBioPage() {
  const navigate = useNavigate()
  const supported = bioSupport.useSupported()
  const domains = useQuery({ ...domainQueries.choices(), enabled: supported })
  return (
    <>
      <PageHeader section="Bio pages" title="New bio page" description="Fill in the profile, add blocks and watch the preview." />
      {!supported ? (
        <Panel>
          <BioUnsupported />
        </Panel>
      ) : domains.isPending ? (
        <Panel>
          <ListSkeleton rows={5} columns={2} />
        </Panel>
      ) : (
        <BioForm
          domains={domains.data?.items.map((d) => d.domain) ?? []}
          onSaved={(id) => void navigate({ to: '/bio/$id', params: { id } })}
          onCancel={() => void navigate({ to: '/bio', search: PAGE_SEARCH_DEFAULTS })}
        />
      )}
    </>
  )
}
