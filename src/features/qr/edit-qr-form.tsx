import type { ReactNode } from 'react'
import { DEFAULT_BACKGROUND, DEFAULT_FOREGROUND, QR_UPDATED, type QrView } from '@contract/qr'
import { toast } from '@/lib/toast'
import { useUpdateQr } from './api'
import { QrForm } from './qr-form'
import { compactData, qrFormValues } from './qr-form-schema'
import { knownType } from './qr-types'

export function EditQrForm({ qr, onSaved, cancel }: { qr: QrView; onSaved: () => void; cancel: ReactNode }) {
  const update = useUpdateQr()
  const type = knownType(qr.type)
  // D27a: our server sends the type and content; without them only the name and look can change.
  const mode = type && qr.content !== undefined ? 'edit' : 'look'
  const initial = qrFormValues(type ?? 'link', qr.content, {
    name: qr.name,
    logo: qr.logo ?? '',
    background: qr.background || DEFAULT_BACKGROUND,
    foreground: qr.foreground || DEFAULT_FOREGROUND,
  })
  return (
    <QrForm
      mode={mode}
      initial={initial}
      submitLabel="Save changes"
      cancel={cancel}
      onSubmit={async (values) => {
        const { background, foreground, logo, name } = values
        const data = 'data' in values ? compactData(values.data) : undefined
        const answer = await update.mutateAsync({ id: qr.id, body: { background, foreground, logo, name, ...(data !== undefined && { data }) } })
        toast.success(answer.message || QR_UPDATED)
        onSaved()
      }}
    />
  )
}
