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
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
