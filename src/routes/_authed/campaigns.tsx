import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import type { CampaignView } from '@contract/campaigns'
import { Button } from '@/components/ui/button'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { FormPanel, PageHeader, Panel } from '@/components/ui/page-header'
import { AddLinkForm } from '@/features/campaigns/add-link-form'
import { campaignQueries } from '@/features/campaigns/api'
import { CampaignForm } from '@/features/campaigns/campaign-form'
import { CampaignTable } from '@/features/campaigns/campaign-table'
import { DeleteCampaignDialog } from '@/features/campaigns/delete-campaign-dialog'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'
import { useEditor } from '@/lib/use-editor'

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
  const { editing: editor, open, close, dismiss } = useEditor<Editor>()
  const [deleting, setDeleting] = useState<CampaignView | null>(null)
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
      {editor?.kind === 'add-link' && (
        <FormPanel title={`Add a link to ${editor.campaign.name}`}>
          <AddLinkForm key={editor.campaign.id} campaign={editor.campaign} onCancel={close} />
        </FormPanel>
      )}
      {editor && editor.kind !== 'add-link' && (
        <FormPanel title={editor.kind === 'new' ? 'New campaign' : `Edit ${editor.campaign.name}`}>
          <CampaignForm
            key={editor.kind === 'new' ? 'new' : editor.campaign.id}
            campaign={editor.kind === 'new' ? undefined : editor.campaign}
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
            title: 'No campaigns yet',
            text: 'A campaign groups short links behind one rotator URL and an optional public list page.',
            action: editor ? undefined : addButton,
          }}
        >
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
              <NoMatch what="campaign" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
      <DeleteCampaignDialog
        campaign={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => editor?.kind !== 'new' && editor?.campaign.id === id && dismiss()}
      />
    </>
  )
}
