import { createFileRoute } from '@tanstack/react-router'
import { ListPage } from '@/components/resource/list-page'
import { overlayQueries } from '@/features/overlays/api'
import { OverlayTable } from '@/features/overlays/overlay-table'
import { pageSearchRoute } from '@/lib/paging'

export const Route = createFileRoute('/_authed/overlays')({ ...pageSearchRoute, component: OverlaysPage })

function OverlaysPage() {
  return (
    <ListPage
      title="CTA overlays"
      description="Calls to action shown over your short links. They are created in the link-management service."
      search={Route.useSearch()}
      list={overlayQueries.list}
      filter={{ noun: 'overlay', fields: (o) => [o.name, o.type] }}
      empty={{ title: 'No CTA overlays yet' }}
    >
      {(rows) => <OverlayTable rows={rows} />}
    </ListPage>
  )
}
