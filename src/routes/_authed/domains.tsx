import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { FilterInput, quickFilter } from '../../components/ui/filter-input'
import { EmptyState } from '../../components/ui/list-states'
import { ListView } from '../../components/ui/list-view'
import { PageHeader, Panel } from '../../components/ui/page-header'
import { domainQueries, type DomainView } from '../../features/domains/api'
import { DeleteDomainDialog } from '../../features/domains/delete-domain-dialog'
import { DomainForm } from '../../features/domains/domain-form'
import { DomainTable } from '../../features/domains/domain-table'
import { pageSearchMiddlewares, pageSearchSchema } from '../../lib/paging'

export const Route = createFileRoute('/_authed/domains')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: DomainsPage,
})

function DomainsPage() {
  const search = Route.useSearch()
  const query = useQuery(domainQueries.list(search))
  const [filter, setFilter] = useState('')
  const [editing, setEditing] = useState<DomainView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<DomainView | null>(null)
  // Focus goes back to the button that opened the form when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (target: DomainView | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(target)
  }
  const close = () => {
    setEditing(null)
    opener.current?.focus()
  }
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
        <Panel className="mb-6 p-6">
          <h2 className="mb-4 text-lg font-semibold break-all">{editing === 'new' ? 'Add a domain' : `Edit ${editing.domain}`}</h2>
          <DomainForm
            key={editing === 'new' ? 'new' : editing.id}
            domain={editing === 'new' ? undefined : editing}
            onDone={close}
            onCancel={close}
          />
        </Panel>
      )}
      {/* relative: the visually hidden labels in the scrolling table stay inside the panel. */}
      <Panel className="relative">
        {query.isSuccess && query.data.result === 0 ? (
          <EmptyState title="No domains yet" action={editing ? undefined : addButton}>
            Add a domain you own, like https://go.example.com, to brand your short links.
          </EmptyState>
        ) : (
          <ListView query={query} limit={search.limit} empty={{ title: 'No domains yet' }}>
            {(page) => {
              const rows = quickFilter(page.items, filter, (d) => [d.domain, d.redirectroot, d.redirect404])
              return rows.length ? (
                <DomainTable domains={rows} onEdit={open} onDelete={setDeleting} />
              ) : (
                <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
                  No domain on this page matches “{filter}”.
                </p>
              )
            }}
          </ListView>
        )}
      </Panel>
      <DeleteDomainDialog
        domain={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editing !== 'new' && editing?.id === id && setEditing(null)}
      />
    </>
  )
}
