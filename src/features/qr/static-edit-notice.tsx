import type { ReactNode } from 'react'
import { isDynamicType, type QrType } from '@contract/qr'
import { Alert } from '@/components/ui/alert'

/** Issue 40 item 7: a static code's printed copies keep the old content; `offer` links to a new dynamic code. */
export function StaticEditNotice({ type, offer }: { type: QrType | null; offer: ReactNode }) {
  if (!type || isDynamicType(type)) return null
  return (
    <div className="mb-6">
      <Alert tone="warning">
        <p>
          <strong className="font-semibold">Printed copies keep the old content.</strong> This is a static code: what it says is in the image itself,
          so a change here makes a new image, and copies already printed or shared still show the old one.
        </p>
        <p className="mt-1">For a code whose content can change after printing, use a dynamic one (Link, Email, Phone or vCard): {offer}.</p>
      </Alert>
    </div>
  )
}
