import type { ReactNode } from 'react'
import type { QrView } from '@contract/qr'
import { doneMessage, toast } from '@/lib/toast'
import { useUpdateQr } from './api'
import { QrForm } from './qr-form'
import { qrEditBody, qrEditStart } from './qr-edit-body'

const UNKNOWN_NOTE = {
  colours: 'its colours',
  logo: 'its logo',
}

export function EditQrForm({ qr, onSaved, cancel }: { qr: QrView; onSaved: () => void; cancel: ReactNode }) {
  const update = useUpdateQr()
  const { mode, initial, unknown } = qrEditStart(qr)
  const note =
    unknown.length > 0
      ? `The service did not send ${unknown.map((u) => UNKNOWN_NOTE[u]).join(' or ')}: ${unknown.length > 1 ? 'they stay' : 'it stays'} as ${unknown.length > 1 ? 'they are' : 'it is'} unless you change ${unknown.length > 1 ? 'them' : 'it'} here.`
      : undefined
  return (
    <QrForm
      mode={mode}
      initial={initial}
      lookNote={note}
      submitLabel="Save changes"
      cancel={cancel}
      onSubmit={async (values) => {
        const body = qrEditBody(initial, values)
        if (Object.keys(body).length === 0) {
          toast.info('Nothing was changed.')
        } else {
          await update.mutateAsync({ id: qr.id, body })
          toast.success(doneMessage('QR code', values.name || qr.name, 'updated'))
        }
        onSaved()
      }}
    />
  )
}
