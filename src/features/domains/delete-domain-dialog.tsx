import { DOMAIN_DELETED } from '@contract/domains'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeleteDomain, type DomainView } from './api'

/** Asks before deleting `domain` (open while it is set); a failure stays in the dialog. */
export function DeleteDomainDialog({
  domain,
  onClose,
  onDeleted,
}: {
  domain: DomainView | null
  onClose: () => void
  onDeleted?: (id: number) => void
}) {
  const remove = useDeleteDomain()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={domain !== null}
      title="Delete this domain?"
      busy={remove.isPending}
      error={remove.error ? describeError(remove.error) : null}
      onCancel={close}
      onConfirm={() =>
        domain &&
        remove.mutate(domain.id, {
          onSuccess: (answer) => {
            onDeleted?.(domain.id)
            toast.success(answer.message || DOMAIN_DELETED)
            close()
          },
        })
      }
    >
      <strong className="font-semibold break-all text-slate-900 dark:text-slate-100">{domain?.domain}</strong> will be removed from your
      account and its redirects will stop. This cannot be undone.
    </ConfirmDialog>
  )
}
