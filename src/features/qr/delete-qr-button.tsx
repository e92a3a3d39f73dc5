import { useState } from 'react'
import { isDynamicType, type QrView } from '@contract/qr'
import { DeleteDialog } from '@/components/resource/delete-dialog'
import { Button } from '@/components/ui/button'
import { doneMessage } from '@/lib/toast'
import { useDeleteQr } from './api'
import { knownType } from './qr-types'

export function DeleteQrButton({ qr, onDeleted }: { qr: QrView; onDeleted: () => void }) {
  const [open, setOpen] = useState(false)
  const type = knownType(qr.type)
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <DeleteDialog
        item={open ? qr : null}
        title={`Delete “${qr.name || 'Untitled'}”?`}
        confirmLabel="Delete QR code"
        useDelete={useDeleteQr}
        deleted={doneMessage('QR code', qr.name, 'deleted')}
        onClose={() => setOpen(false)}
        onDeleted={onDeleted}
      >
        {type && !isDynamicType(type)
          ? 'The code and its settings are deleted. Printed copies keep working, since a static code holds its content itself.'
          : 'The code, its short link and its scan statistics are deleted. Printed copies stop working. This cannot be undone.'}
      </DeleteDialog>
    </>
  )
}
