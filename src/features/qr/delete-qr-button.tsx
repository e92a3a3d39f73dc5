import { useState } from 'react'
import { QR_DELETED, type QrView } from '@contract/qr'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeleteQr } from './api'
import { isDynamicType } from './payload'
import { knownType } from './qr-types'

export function DeleteQrButton({ qr, onDeleted }: { qr: QrView; onDeleted: () => void }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteQr(qr.id)
  const type = knownType(qr.type)
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete “${qr.name || 'Untitled'}”?`}
        confirmLabel="Delete QR code"
        busy={remove.isPending}
        error={remove.isError ? describeError(remove.error) : null}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false)
              toast.success(answer.message || QR_DELETED)
              onDeleted()
            },
          })
        }
      >
        {type && !isDynamicType(type)
          ? 'The code and its settings are deleted. Printed copies keep working, since a static code holds its content itself.'
          : 'The code, its short link and its scan statistics are deleted. Printed copies stop working. This cannot be undone.'}
      </ConfirmDialog>
    </>
  )
}
