import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { FormPanel, PageHeader, Panel } from '@/components/ui/page-header'
import { directoryQueries, type DirectoryView } from '@/features/directories/api'
import { DeleteDirectoryDialog } from '@/features/directories/delete-directory-dialog'
import { DirectoryForm } from '@/features/directories/directory-form'
import { DirectoryTable } from '@/features/directories/directory-table'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'
import { useEditor } from '@/lib/use-editor'

export const Route = createFileRoute('/_authed/directories/')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: DirectoriesPage,
})

function DirectoriesPage() {
  const search = Route.useSearch()
  const query = useQuery(directoryQueries.list(search))
  const [filter, setFilter] = useState('')
  const { editing, open, close, dismiss } = useEditor<DirectoryView | 'new'>()
  const [deleting, setDeleting] = useState<DirectoryView | null>(null)
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
        <FormPanel title={editing === 'new' ? 'New directory' : `Edit ${editing.name}`}>
          <DirectoryForm
            key={editing === 'new' ? 'new' : editing.id}
            directory={editing === 'new' ? undefined : editing}
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
            title: 'No directories yet',
            text: 'Create a directory to keep related links, bio pages and QR codes together.',
            action: editing ? undefined : addButton,
          }}
        >
          {(page) => {
            const rows = quickFilter(page.items, filter, (d) => [d.name, d.description])
            return rows.length ? (
              <DirectoryTable directories={rows} onEdit={open} onDelete={setDeleting} />
            ) : (
              <NoMatch what="directory" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
      <DeleteDirectoryDialog
        directory={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editing !== 'new' && editing?.id === id && dismiss()}
      />
    </>
  )
}
