import { DIRECTORY_DELETED } from '@contract/directories'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeleteDirectory, type DirectoryView } from './api'

/** Asks before deleting `directory` (open while it is set); a failure stays in the dialog. */
export function DeleteDirectoryDialog({
  directory,
  onClose,
  onDeleted,
}: {
  directory: DirectoryView | null
  onClose: () => void
  onDeleted?: (id: number) => void
}) {
  const remove = useDeleteDirectory()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={directory !== null}
      title="Delete this directory?"
      busy={remove.isPending}
      error={remove.error ? describeError(remove.error) : null}
      onCancel={close}
      onConfirm={() =>
        directory &&
        remove.mutate(directory.id, {
          onSuccess: (answer) => {
            onDeleted?.(directory.id)
            toast.success(answer.message || DIRECTORY_DELETED)
            close()
          },
        })
      }
    >
      <strong className="font-semibold break-all text-slate-900 dark:text-slate-100">{directory?.name}</strong> will be deleted. The links,
      bio pages and QR codes in it stay, outside this directory. This cannot be undone.
    </ConfirmDialog>
  )
}
