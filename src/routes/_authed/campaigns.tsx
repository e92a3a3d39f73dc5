import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { CampaignView } from '../../../contract/campaigns.ts'
import { Button } from '../../components/ui/button'
import { FilterInput, quickFilter } from '../../components/ui/filter-input'
import { EmptyState } from '../../components/ui/list-states'
import { ListView } from '../../components/ui/list-view'
import { PageHeader, Panel } from '../../components/ui/page-header'
import { AddLinkForm } from '../../features/campaigns/add-link-form'
import { campaignQueries } from '../../features/campaigns/api'
import { CampaignForm } from '../../features/campaigns/campaign-form'
import { CampaignTable } from '../../features/campaigns/campaign-table'
import { DeleteCampaignDialog } from '../../features/campaigns/delete-campaign-dialog'
import { pageSearchMiddlewares, pageSearchSchema } from '../../lib/paging'

export const Route = createFileRoute('/_authed/campaigns')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: CampaignsPage,
})

type Editor = { kind: 'new' } | { kind: 'edit' | 'add-link'; campaign: CampaignView }

function CampaignsPage() {
  const search = Route.useSearch()
  const query = useQuery(campaignQueries.list(search))
  const [filter, setFilter] = useState('')
  const [editor, setEditor] = useState<Editor | null>(null)
  const [deleting, setDeleting] = useState<CampaignView | null>(null)
  // Focus goes back to the button that opened the form when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (next: Editor) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditor(next)
  }
  const close = () => {
    setEditor(null)
    opener.current?.focus()
  }
  const addButton = <Button onClick={() => open({ kind: 'new' })}>New campaign</Button>

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Groups of short links, each with a rotator URL and a list page you can share."
        actions={
          <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
            <FilterInput value={filter} onChange={setFilter} />
            {addButton}
          </div>
        }
      />
      {editor && (
        <Panel className="mb-6 p-6">
          {editor.kind === 'add-link' ? (
            <>
              <h2 className="mb-4 text-lg font-semibold break-words">Add a link to {editor.campaign.name}</h2>
              <AddLinkForm key={editor.campaign.id} campaign={editor.campaign} onCancel={close} />
            </>
          ) : (
            <>
              <h2 className="mb-4 text-lg font-semibold break-words">
                {editor.kind === 'new' ? 'New campaign' : `Edit ${editor.campaign.name}`}
              </h2>
              <CampaignForm
                key={editor.kind === 'new' ? 'new' : editor.campaign.id}
                campaign={editor.kind === 'new' ? undefined : editor.campaign}
                onDone={close}
                onCancel={close}
              />
            </>
          )}
        </Panel>
      )}
      {/* relative: the visually hidden labels in the scrolling table stay inside the panel. */}
      <Panel className="relative">
        {query.isSuccess && query.data.result === 0 ? (
          <EmptyState title="No campaigns yet" action={editor ? undefined : addButton}>
            A campaign groups short links behind one rotator URL and an optional public list page.
          </EmptyState>
        ) : (
          <ListView query={query} limit={search.limit} empty={{ title: 'No campaigns yet' }}>
            {(page) => {
              const rows = quickFilter(page.items, filter, (c) => [c.name, c.rotator, c.list])
              return rows.length ? (
                <CampaignTable
                  campaigns={rows}
                  onAddLink={(campaign) => open({ kind: 'add-link', campaign })}
                  onEdit={(campaign) => open({ kind: 'edit', campaign })}
                  onDelete={setDeleting}
                />
              ) : (
                <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
                  No campaign on this page matches “{filter}”.
                </p>
              )
            }}
          </ListView>
        )}
      </Panel>
      <DeleteCampaignDialog
        campaign={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editor?.kind !== 'new' && editor?.campaign.id === id && setEditor(null)}
      />
    </>
  )
}
