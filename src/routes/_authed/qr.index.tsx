import { Link, createFileRoute } from '@tanstack/react-router'
import { ListPage } from '@/components/resource/list-page'
import { buttonClass } from '@/components/ui/button'
import { ExportButton } from '@/features/bulk/export-button'
import { SelectionProvider, useSelection } from '@/features/bulk/selection'
import { SelectionActions } from '@/features/bulk/selection-actions'
import { qrQueries } from '@/features/qr/api'
import { QrTable } from '@/features/qr/qr-table'
import { pageSearchRoute } from '@/lib/paging'

export const Route = createFileRoute('/_authed/qr/')({
  ...pageSearchRoute,
  component: QrListPage,
})

function QrListPage() {
  const selection = useSelection('QR code')
  return (
    <SelectionProvider value={selection}>
      <ListPage
        title="QR codes"
        description="Codes for links, contacts, Wi-Fi and more, and how often they were scanned."
        search={Route.useSearch()}
        list={qrQueries.list}
        columns={4}
        filter={{ noun: 'QR code', fields: (q) => [q.name] }}
        action={
          <>
            <ExportButton resource="qr" />
            <Link to="/qr/new" className={buttonClass('primary')} data-shortcut="new" aria-keyshortcuts="n">
              New QR code
            </Link>
          </>
        }
        toolbar={<SelectionActions selection={selection} resource="qr" nouns="QR codes" />}
        empty={{
          title: 'No QR codes yet',
          text: 'Create a code for a link, a contact card, a Wi-Fi network and more.',
        }}
      >
        {(rows) => <QrTable rows={rows} />}
      </ListPage>
    </SelectionProvider>
  )
}
