import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'

interface AliasChangeProps {
  before: string
  after: string
  /** G7: the service keeps an old alias as a redirect (our server); undefined on the live service. */
  canKeep: boolean
  submitting: boolean
  onConfirm: (keepOld: boolean) => void
  onCancel: () => void
}

/** H9: an alias (or domain) change is confirmed first; our server can keep the old short URL as a redirect. */
export function AliasChange({ before, after, canKeep, submitting, onConfirm, onCancel }: AliasChangeProps) {
  const [keep, setKeep] = useState(true)
  const keepId = useId()
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${keepId}-title`}
      aria-describedby={`${keepId}-text`}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <h3 id={`${keepId}-title`} className="font-semibold">
        Change the short URL?
      </h3>
      <p id={`${keepId}-text`} className="break-words">
        {before} becomes {after}.{' '}
        {canKeep && keep
          ? 'The old short URL keeps sending visitors to this link.'
          : 'The old short URL stops working at once: anyone who has it (printed, shared, bookmarked) gets “not found”.'}
      </p>
      {canKeep && (
        <label htmlFor={keepId} className="flex items-center gap-2">
          <input id={keepId} type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          Keep the old short URL as a redirect to this link
        </label>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Keep the old alias
        </Button>
        <Button onClick={() => onConfirm(canKeep && keep)} disabled={submitting} autoFocus>
          Change the short URL
        </Button>
      </div>
    </section>
  )
}
