import { createFileRoute } from '@tanstack/react-router'
import { ResourcePage } from '@/components/resource/resource-page'
import { overlayChanges, overlayQueries, useDeleteOverlay } from '@/features/overlays/api'
import { OverlayForm } from '@/features/overlays/overlay-form'
import { OverlayMessages } from '@/features/overlays/overlay-messages'
import { OverlayTable } from '@/features/overlays/overlay-table'
import { pageSearchRoute } from '@/lib/paging'

export const Route = createFileRoute('/_authed/overlays')({ ...pageSearchRoute, component: OverlaysPage })

// Only forms collect what visitors send.
const MESSAGES = {
  label: 'Messages',
  target: (o: { name: string; id: number }) => o.name || `Overlay ${o.id}`,
  Form: OverlayMessages,
  shows: (o: { type?: string }) => o.type === 'contact' || o.type === 'newsletter',
}

function OverlaysPage() {
  const canChange = overlayChanges.useSupported()
  return (
    <ResourcePage
      title="CTA overlays"
      description="Calls to action shown over the pages your links lead to: a message, a contact form, a newsletter sign-up, a coupon or an image."
      search={Route.useSearch()}
      list={overlayQueries.list}
      columns={4}
      noun="overlay"
      name={(o) => o.name || `Overlay ${o.id}`}
      filterFields={(o) => [o.name, o.type]}
      addLabel="Add an overlay"
      canChange={canChange}
      panels={canChange ? [MESSAGES] : []}
      empty={{
        title: 'No CTA overlays yet',
        text: canChange ? 'Add a message, a form or a coupon, then choose it as the type of a link.' : undefined,
      }}
      Form={OverlayForm}
      Table={OverlayTable}
      remove={{
        useDelete: useDeleteOverlay,
        warning: (name) => <>The overlay {name} and the messages visitors sent through it will be deleted. This cannot be undone.</>,
      }}
    />
  )
}
