import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { FilterInput, quickFilter } from '../../components/ui/filter-input'
import { EmptyState } from '../../components/ui/list-states'
import { ListView } from '../../components/ui/list-view'
import { PageHeader, Panel } from '../../components/ui/page-header'
import { directoryQueries, type DirectoryView } from '../../features/directories/api'
import { DeleteDirectoryDialog } from '../../features/directories/delete-directory-dialog'
import { DirectoryForm } from '../../features/directories/directory-form'
import { DirectoryTable } from '../../features/directories/directory-table'
import { pageSearchMiddlewares, pageSearchSchema } from '../../lib/paging'

export const Route = createFileRoute('/_authed/directories/')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: DirectoriesPage,
})

function DirectoriesPage() {
  const search = Route.useSearch()
  const query = useQuery(directoryQueries.list(search))
  const [filter, setFilter] = useState('')
  const [editing, setEditing] = useState<DirectoryView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<DirectoryView | null>(null)
  // Focus goes back to the button that opened the form when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (target: DirectoryView | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(target)
  }
  const close = () => {
    setEditing(null)
    opener.current?.focus()
  }
  const addButton = <Button onClick={() => open('new')}>New directory</Button>

  return (
    <>
      <PageHeader
        title="Directories"
        description="Folders for your short links, bio pages and QR codes. Star the ones you use most."
        actions={
          <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
            <FilterInput value={filter} onChange={setFilter} />
            {addButton}
          </div>
        }
      />
      {editing && (
        <Panel className="mb-6 p-6">
          <h2 className="mb-4 text-lg font-semibold break-words">{editing === 'new' ? 'New directory' : `Edit ${editing.name}`}</h2>
          <DirectoryForm
            key={editing === 'new' ? 'new' : editing.id}
            directory={editing === 'new' ? undefined : editing}
            onDone={close}
            onCancel={close}
          />
        </Panel>
      )}
      {/* relative: the visually hidden labels in the scrolling table stay inside the panel. */}
      <Panel className="relative">
        {query.isSuccess && query.data.result === 0 ? (
          <EmptyState title="No directories yet" action={editing ? undefined : addButton}>
            Create a directory to keep related links, bio pages and QR codes together.
          </EmptyState>
        ) : (
          <ListView query={query} limit={search.limit} empty={{ title: 'No directories yet' }}>
            {(page) => {
              const rows = quickFilter(page.items, filter, (d) => [d.name, d.description])
              return rows.length ? (
                <DirectoryTable directories={rows} onEdit={open} onDelete={setDeleting} />
              ) : (
                <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
                  No directory on this page matches “{filter}”.
                </p>
              )
            }}
          </ListView>
        )}
      </Panel>
      <DeleteDirectoryDialog
        directory={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editing !== 'new' && editing?.id === id && setEditing(null)}
      />
    </>
  )
}
