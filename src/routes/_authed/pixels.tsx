import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { PixelView } from '../../../contract/pixels.ts'
import { Button } from '../../components/ui/button'
import { FilterInput, quickFilter } from '../../components/ui/filter-input'
import { EmptyState } from '../../components/ui/list-states'
import { ListView } from '../../components/ui/list-view'
import { PageHeader, Panel } from '../../components/ui/page-header'
import { pixelQueries } from '../../features/pixels/api'
import { DeletePixelDialog } from '../../features/pixels/delete-pixel-dialog'
import { PixelForm } from '../../features/pixels/pixel-form'
import { PixelTable } from '../../features/pixels/pixel-table'
import { vendorName } from '../../features/pixels/pixel-vendors'
import { pageSearchMiddlewares, pageSearchSchema } from '../../lib/paging'

export const Route = createFileRoute('/_authed/pixels')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: PixelsPage,
})

function PixelsPage() {
  const search = Route.useSearch()
  const query = useQuery(pixelQueries.list(search))
  const [filter, setFilter] = useState('')
  const [editing, setEditing] = useState<PixelView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<PixelView | null>(null)
  // Focus goes back to the button that opened the form when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (target: PixelView | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(target)
  }
  const close = () => {
    setEditing(null)
    opener.current?.focus()
  }
  const addButton = <Button onClick={() => open('new')}>Add a pixel</Button>

  return (
    <>
      <PageHeader
        title="Pixels"
        description="Tracking pixels of ad and analytics vendors, fired when someone opens your short links."
        actions={
          <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
            <FilterInput value={filter} onChange={setFilter} />
            {addButton}
          </div>
        }
      />
      {editing && (
        <Panel className="mb-6 p-6">
          <h2 className="mb-4 text-lg font-semibold break-all">
            {editing === 'new' ? 'Add a pixel' : `Edit ${editing.name || editing.tag}`}
          </h2>
          <PixelForm
            key={editing === 'new' ? 'new' : editing.id}
            pixel={editing === 'new' ? undefined : editing}
            onDone={close}
            onCancel={close}
          />
        </Panel>
      )}
      {/* relative: the visually hidden labels in the scrolling table stay inside the panel. */}
      <Panel className="relative">
        {query.isSuccess && query.data.result === 0 ? (
          <EmptyState title="No pixels yet" action={editing ? undefined : addButton}>
            Add the pixel of Google Tag Manager, Facebook, TikTok or another vendor to measure who opens your links.
          </EmptyState>
        ) : (
          <ListView query={query} limit={search.limit} columns={4} empty={{ title: 'No pixels yet' }}>
            {(page) => {
              const rows = quickFilter(page.items, filter, (p) => [p.name, p.tag, p.type, vendorName(p.type)])
              return rows.length ? (
                <PixelTable pixels={rows} onEdit={open} onDelete={setDeleting} />
              ) : (
                <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
                  No pixel on this page matches “{filter}”.
                </p>
              )
            }}
          </ListView>
        )}
      </Panel>
      <DeletePixelDialog
        pixel={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editing !== 'new' && editing?.id === id && setEditing(null)}
      />
    </>
  )
}
