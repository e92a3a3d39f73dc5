import { CAMPAIGN_DELETED, type CampaignView } from '@contract/campaigns'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeleteCampaign } from './api'

/** Asks before deleting `campaign` (open while it is set); a failure stays in the dialog. */
export function DeleteCampaignDialog({
  campaign,
  onClose,
  onDeleted,
}: {
  campaign: CampaignView | null
  onClose: () => void
  onDeleted?: (id: number) => void
}) {
  const remove = useDeleteCampaign()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={campaign !== null}
      title="Delete this campaign?"
      busy={remove.isPending}
      error={remove.error ? describeError(remove.error) : null}
      onCancel={close}
      onConfirm={() =>
        campaign &&
        remove.mutate(campaign.id, {
          onSuccess: (answer) => {
            onDeleted?.(campaign.id)
            toast.success(answer.message || CAMPAIGN_DELETED)
            close()
          },
        })
      }
    >
      <strong className="font-semibold break-all text-slate-900 dark:text-slate-100">{campaign?.name}</strong> will be deleted, with its
      rotator and list page. Its links stay, outside any campaign. This cannot be undone.
    </ConfirmDialog>
  )
}
