import { useId } from 'react'
import { captureRequest } from '@/lib/api-client'
import { curlOf } from '@/lib/curl'
import { OFFLINE_REASON, useOffline } from '@/lib/offline'
import { toast } from '@/lib/toast'
import { Button } from './button'

/** Runs the form's submit without sending, and copies the request it would send as a curl command. */
async function copyAsCurl(submit: () => Promise<unknown>) {
  const request = await captureRequest(submit)
  // null: the form refused its own values, and says why beside the fields.
  if (!request) return
  try {
    await navigator.clipboard.writeText(curlOf(request))
    toast.success('Copied as curl: run it with your key in $API_KEY.')
  } catch {
    toast.error('Could not copy: your browser blocked the clipboard.')
  }
}

export function FormActions({
  submitLabel,
  busyLabel = 'Saving…',
  cancelLabel = 'Cancel',
  submitting,
  onCancel,
  onSubmit,
}: {
  submitLabel: string
  busyLabel?: string
  cancelLabel?: string
  submitting: boolean
  onCancel: () => void
  /** The form's submit: given, the footer offers "Copy as curl" for the request it would send. */
  onSubmit?: () => Promise<unknown>
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
      {onSubmit && (
        <Button variant="ghost" className={offline ? '' : 'mr-auto'} onClick={() => void copyAsCurl(onSubmit)} disabled={submitting}>
          Copy as curl
        </Button>
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
