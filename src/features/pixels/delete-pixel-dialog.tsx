import { PIXEL_DELETED, type PixelView } from '@contract/pixels'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeletePixel } from './api'
import { vendorName } from './pixel-vendors'

/** Asks before deleting `pixel` (open while it is set); a failure stays in the dialog. */
export function DeletePixelDialog({
  pixel,
  onClose,
  onDeleted,
}: {
  pixel: PixelView | null
  onClose: () => void
  onDeleted?: (id: number) => void
}) {
  const remove = useDeletePixel()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={pixel !== null}
      title="Delete this pixel?"
      busy={remove.isPending}
      error={remove.error ? describeError(remove.error) : null}
      onCancel={close}
      onConfirm={() =>
        pixel &&
        remove.mutate(pixel.id, {
          onSuccess: (answer) => {
            onDeleted?.(pixel.id)
            toast.success(answer.message || PIXEL_DELETED)
            close()
          },
        })
      }
    >
      The {pixel ? vendorName(pixel.type) : ''} pixel{' '}
      <strong className="font-semibold break-all text-slate-900 dark:text-slate-100">{pixel?.name || pixel?.tag}</strong> will no longer
      track visits of your short links. This cannot be undone.
    </ConfirmDialog>
  )
}
