import { useId } from 'react'
import { OFFLINE_REASON, useOffline } from '@/lib/offline'
import { Button } from './button'

export function FormActions({
  submitLabel,
  busyLabel = 'Saving…',
  cancelLabel = 'Cancel',
  submitting,
  onCancel,
}: {
  submitLabel: string
  busyLabel?: string
  cancelLabel?: string
  submitting: boolean
  onCancel: () => void
}) {
  const offline = useOffline()
  const reasonId = useId()
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {offline && (
        <p id={reasonId} className="mr-auto text-sm text-slate-700 dark:text-slate-200">
          {OFFLINE_REASON}
        </p>
      )}
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitting || offline} aria-describedby={offline ? reasonId : undefined}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
