import { useState, type FormEvent } from 'react'
import type { LinkView } from '@contract/links'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { Alert } from '@/components/ui/alert'
import { FormActions } from '@/components/ui/form-actions'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useArchiveLink, useDuplicateLink } from './api'
import { linkName } from './link-text'

type PanelProps = ItemFormProps<LinkView> & { item: LinkView }

function Confirm({ text, submit, busy, error, onCancel, label }: { text: string; submit: () => Promise<void>; busy: boolean; error: unknown; onCancel: () => void; label: string }) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void submit().catch(() => undefined)
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">{text}</p>
      {error ? <Alert>{describeError(error)}</Alert> : null}
      <FormActions submitLabel={label} submitting={busy} onCancel={onCancel} />
    </form>
  )
}

/** X2 duplicate; the "say so in the form": a protected link's copy keeps its password. */
export function DuplicateLinkForm({ item, onDone, onCancel }: PanelProps) {
  const duplicate = useDuplicateLink()
  const [error, setError] = useState<unknown>(null)
  const text =
    'The copy gets a new random alias and the same destination, settings, pixels and campaign, not the directories or the clicks.' +
    (item.protected ? ' It keeps this link’s password: visitors of the copy need the same password.' : '')
  return (
    <Confirm
      label="Duplicate"
      text={text}
      busy={duplicate.isPending}
      error={error}
      onCancel={onCancel}
      submit={async () => {
        try {
          const { shorturl } = await duplicate.mutateAsync(item)
          toast.success(`Link “${linkName(item)}” has been duplicated as ${shorturl}.`)
          onDone()
        } catch (e) {
          setError(e)
        }
      }}
    />
  )
}

/** X2 archive: out of the everyday list, still redirecting; and back. */
export function ArchiveLinkForm({ item, onDone, onCancel }: PanelProps) {
  const archive = useArchiveLink()
  const [error, setError] = useState<unknown>(null)
  const archived = Boolean(item.archived)
  return (
    <Confirm
      label={archived ? 'Unarchive' : 'Archive'}
      text={
        archived
          ? 'The link comes back into your everyday list.'
          : 'The link leaves your everyday list (find it under Archived) and keeps redirecting everyone who has it.'
      }
      busy={archive.isPending}
      error={error}
      onCancel={onCancel}
      submit={async () => {
        try {
          await archive.mutateAsync({ id: item.id, archived: !archived })
          toast.success(`Link “${linkName(item)}” has been ${archived ? 'unarchived' : 'archived'}.`)
          onDone()
        } catch (e) {
          setError(e)
        }
      }}
    />
  )
}
