import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import type { PixelView } from '@contract/pixels'
import { Button } from '@/components/ui/button'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { FormPanel, PageHeader, Panel } from '@/components/ui/page-header'
import { pixelQueries } from '@/features/pixels/api'
import { DeletePixelDialog } from '@/features/pixels/delete-pixel-dialog'
import { PixelForm } from '@/features/pixels/pixel-form'
import { PixelTable } from '@/features/pixels/pixel-table'
import { vendorName } from '@/features/pixels/pixel-vendors'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'
import { useEditor } from '@/lib/use-editor'

export const Route = createFileRoute('/_authed/pixels')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: PixelsPage,
})

function PixelsPage() {
  const search = Route.useSearch()
  const query = useQuery(pixelQueries.list(search))
  const [filter, setFilter] = useState('')
  const { editing, open, close, dismiss } = useEditor<PixelView | 'new'>()
  const [deleting, setDeleting] = useState<PixelView | null>(null)
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
        <FormPanel title={editing === 'new' ? 'Add a pixel' : `Edit ${editing.name || editing.tag}`}>
          <PixelForm
            key={editing === 'new' ? 'new' : editing.id}
            pixel={editing === 'new' ? undefined : editing}
            onDone={close}
            onCancel={close}
          />
        </FormPanel>
      )}
      <Panel>
        <ListView
          query={query}
          limit={search.limit}
          columns={4}
          empty={{
            title: 'No pixels yet',
            text: 'Add the pixel of Google Tag Manager, Facebook, TikTok or another vendor to measure who opens your links.',
            action: editing ? undefined : addButton,
          }}
        >
          {(page) => {
            const rows = quickFilter(page.items, filter, (p) => [p.name, p.tag, p.type, vendorName(p.type)])
            return rows.length ? (
              <PixelTable pixels={rows} onEdit={open} onDelete={setDeleting} />
            ) : (
              <NoMatch what="pixel" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
      <DeletePixelDialog
        pixel={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editing !== 'new' && editing?.id === id && dismiss()}
      />
    </>
  )
}
