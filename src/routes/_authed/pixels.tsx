import { createFileRoute } from '@tanstack/react-router'
import { ResourcePage } from '@/components/resource/resource-page'
import { pixelQueries, useDeletePixel } from '@/features/pixels/api'
import { PixelForm } from '@/features/pixels/pixel-form'
import { PixelTable } from '@/features/pixels/pixel-table'
import { vendorName } from '@/features/pixels/pixel-vendors'
import { pageSearchRoute } from '@/lib/paging'
import { ExportButton } from '@/features/bulk/export-button'

export const Route = createFileRoute('/_authed/pixels')({ ...pageSearchRoute, component: PixelsPage })

function PixelsPage() {
  return (
    <ResourcePage
      title="Pixels"
      description="Tracking pixels of ad and analytics vendors, fired when someone opens your short links."
      search={Route.useSearch()}
      list={pixelQueries.list}
      columns={4}
      noun="pixel"
      name={(p) => p.name || p.tag}
      filterFields={(p) => [p.name, p.tag, p.type, vendorName(p.type)]}
      addLabel="Add a pixel"
      moreActions={<ExportButton resource="pixels" />}
      empty={{
        title: 'No pixels yet',
        text: 'Add the pixel of Google Tag Manager, Facebook, TikTok or another vendor to measure who opens your links.',
      }}
      Form={PixelForm}
      Table={PixelTable}
      remove={{
        useDelete: useDeletePixel,
        warning: (name, p) => (
          <>
            The {vendorName(p.type)} pixel {name} will no longer track visits of your short links. This cannot be undone.
          </>
        ),
      }}
    />
  )
}
