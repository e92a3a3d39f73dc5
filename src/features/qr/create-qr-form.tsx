import type { ReactNode } from 'react'
import { DEFAULT_QR_NAME, type QrCreate } from '@contract/qr'
import { doneMessage, toast } from '@/lib/toast'
import { useCreateQr } from './api'
import { QrForm } from './qr-form'
import { compactData, qrFormValues } from './qr-form-schema'

/** `link` fills a link code with that URL ("Make a QR code" from a short link), named `name`. */
export function CreateQrForm({ onCreated, cancel, link, name }: { onCreated: (id: number) => void; cancel: ReactNode; link?: string; name?: string }) {
  const create = useCreateQr()
  return (
    <QrForm
      mode="create"
      initial={qrFormValues('link', link, name ? { name } : {})}
      submitLabel="Create QR code"
      cancel={cancel}
      onSubmit={async (values) => {
        const body = { ...values, data: 'data' in values ? compactData(values.data) : undefined } as QrCreate
        const answer = await create.mutateAsync(body)
        toast.success(doneMessage('QR code', body.name || DEFAULT_QR_NAME, 'created'))
        onCreated(answer.id)
      }}
    />
  )
}
