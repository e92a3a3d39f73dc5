import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RateLimitNotice } from '@/components/ui/rate-limit-notice'
import { ApiError, describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

export type UseDelete = () => UseMutationResult<{ message?: string }, unknown, number>

interface DeleteDialogProps<T extends { id: number }> {
  item: T | null
  title: string
  confirmLabel?: string
  useDelete: UseDelete
  /** The toast, from `doneMessage` (the API's own message differs in style). */
  deleted: string
  onClose: () => void
  onDeleted?: (id: number) => void
  children: ReactNode
}

/** Asks before deleting `item`; a failure stays in the dialog, a success is a toast. */
export function DeleteDialog<T extends { id: number }>({ item, title, confirmLabel, useDelete, deleted, onClose, onDeleted, children }: DeleteDialogProps<T>) {
  const remove = useDelete()
  const close = () => {
    remove.reset()
    onClose()
  }
  const confirm = () =>
    item &&
    remove.mutate(item.id, {
      onSuccess: () => {
        onDeleted?.(item.id)
        toast.success(deleted)
        close()
      },
    })
  const error =
    remove.error instanceof ApiError && remove.error.isRateLimit ? (
      <RateLimitNotice sendLabel="Delete when the limit allows" onSend={confirm} onExpire={() => remove.reset()} />
    ) : remove.error ? (
      describeError(remove.error)
    ) : null
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={remove.isPending}
      error={error}
      onCancel={close}
      onConfirm={confirm}
    >
      {children}
    </ConfirmDialog>
  )
}
