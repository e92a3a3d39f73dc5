import { createFileRoute } from '@tanstack/react-router'
import type { CampaignView } from '@contract/campaigns'
import { ResourcePage, type ItemFormProps, type ItemPanel } from '@/components/resource/resource-page'
import { AddLinkForm } from '@/features/campaigns/add-link-form'
import { campaignQueries, useDeleteCampaign } from '@/features/campaigns/api'
import { CampaignForm } from '@/features/campaigns/campaign-form'
import { CampaignTable } from '@/features/campaigns/campaign-table'
import { linkQueries } from '@/features/links/api'
import { pageSearchRoute } from '@/lib/paging'
import { ExportButton } from '@/features/bulk/export-button'

export const Route = createFileRoute('/_authed/campaigns/')({ ...pageSearchRoute, component: CampaignsPage })

const searchLinks = (q: string) => linkQueries.list({ page: 1, limit: 10, order: 'date', q })

function AddLinkPanel(props: ItemFormProps<CampaignView> & { item: CampaignView }) {
  return <AddLinkForm {...props} linkOptions={searchLinks} />
}

const panels: ItemPanel<CampaignView>[] = [{ label: 'Add a link', target: (c) => `to ${c.name}`, Form: AddLinkPanel }]

function CampaignsPage() {
  return (
    <ResourcePage
      title="Campaigns"
      description="Groups of short links, each with a rotator URL and a list page you can share. A rotator answers “not found” (404) until its campaign has a link that has not expired: add one with “Add a link”."
      search={Route.useSearch()}
      list={campaignQueries.list}
      noun="campaign"
      name={(c) => c.name}
      filterFields={(c) => [c.name, c.rotator, c.list]}
      addLabel="New campaign"
      moreActions={<ExportButton resource="campaigns" />}
      empty={{ title: 'No campaigns yet', text: 'A campaign groups short links behind one rotator URL and an optional public list page. Use one when visitors should reach several links through one address; to keep your own things in order, use a directory.' }}
      Form={CampaignForm}
      Table={CampaignTable}
      panels={panels}
      remove={{
        useDelete: useDeleteCampaign,
        warning: (name) => (
          <>{name} will be deleted, with its rotator and list page. Its links stay, outside any campaign. This cannot be undone.</>
        ),
      }}
    />
  )
}
