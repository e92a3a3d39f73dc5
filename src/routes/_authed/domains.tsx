import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { FormPanel, PageHeader, Panel } from '@/components/ui/page-header'
import { domainQueries, type DomainView } from '@/features/domains/api'
import { DeleteDomainDialog } from '@/features/domains/delete-domain-dialog'
import { DomainForm } from '@/features/domains/domain-form'
import { DomainTable } from '@/features/domains/domain-table'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'
import { useEditor } from '@/lib/use-editor'

export const Route = createFileRoute('/_authed/domains')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: DomainsPage,
})

function DomainsPage() {
  const search = Route.useSearch()
  const query = useQuery(domainQueries.list(search))
  const [filter, setFilter] = useState('')
  const { editing, open, close, dismiss } = useEditor<DomainView | 'new'>()
  const [deleting, setDeleting] = useState<DomainView | null>(null)
  const addButton = <Button onClick={() => open('new')}>Add a domain</Button>

  return (
    <>
      <PageHeader
        title="Domains"
        description="Branded domains for your short links, with where their root and unknown paths go."
        actions={
          <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
            <FilterInput value={filter} onChange={setFilter} />
            {addButton}
          </div>
        }
      />
      {editing && (
        <FormPanel title={editing === 'new' ? 'Add a domain' : `Edit ${editing.domain}`}>
          <DomainForm
            key={editing === 'new' ? 'new' : editing.id}
            domain={editing === 'new' ? undefined : editing}
            onDone={close}
            onCancel={close}
          />
        </FormPanel>
      )}
      <Panel>
        <ListView
          query={query}
          limit={search.limit}
          empty={{
            title: 'No domains yet',
            text: 'Add a domain you own, like https://go.example.com, to brand your short links.',
            action: editing ? undefined : addButton,
          }}
        >
          {(page) => {
            const rows = quickFilter(page.items, filter, (d) => [d.domain, d.redirectroot, d.redirect404])
            return rows.length ? (
              <DomainTable domains={rows} onEdit={open} onDelete={setDeleting} />
            ) : (
              <NoMatch what="domain" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
      <DeleteDomainDialog
        domain={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editing !== 'new' && editing?.id === id && dismiss()}
      />
    </>
  )
}
