import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { inputClass } from '@/components/ui/field'
import { campaignQueries } from '@/features/campaigns/api'
import { directoryQueries } from '@/features/directories/api'
import { CostPreview } from './cost-preview'
import { startJob } from './job-manager'
import type { AssignInput, ItemInput } from './job-kinds'
import type { Selection } from './selection'
import './job-kinds'

const CHOICES = { page: 1, limit: 100 }

type Action = 'delete' | 'campaign' | 'directory' | 'archive' | 'unarchive' | 'uncampaign'

interface SelectionBarProps {
  selection: Selection
  /** "links" or "qr": which job kinds run. */
  resource: 'links' | 'qr'
  /** Plural noun: "links", "QR codes". */
  nouns: string
  /** X2: the rows can be archived (the everyday list) or unarchived (the Archived view). */
  archive?: 'archive' | 'unarchive'
  /** X2: the list is this campaign's: the rows can leave it. */
  campaign?: { id: number; name: string }
}

function TargetSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: { id: number; name: string }[] | undefined
  value: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} mt-1`}>
        <option value="">{options ? 'Choose…' : 'Loading…'}</option>
        {options?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  )
}

const TITLES: Record<Action, (what: string, campaign: string) => string> = {
  delete: (what) => `Delete ${what}?`,
  campaign: (what) => `Add ${what} to a campaign`,
  directory: (what) => `Add ${what} to a directory`,
  archive: (what) => `Archive ${what}?`,
  unarchive: (what) => `Unarchive ${what}?`,
  uncampaign: (what, name) => `Remove ${what} from “${name}”?`,
}
const LABELS: Record<Action, (what: string) => string> = {
  delete: (what) => `Delete ${what}`,
  campaign: (what) => `Add ${what}`,
  directory: (what) => `Add ${what}`,
  archive: (what) => `Archive ${what}`,
  unarchive: (what) => `Unarchive ${what}`,
  uncampaign: (what) => `Remove ${what}`,
}

/** What can be done with the selected rows: each runs as a paced job, after one confirmation with its cost. */
export function SelectionBar({ selection, resource, nouns, archive, campaign }: SelectionBarProps) {
  const [action, setAction] = useState<Action | null>(null)
  const [target, setTarget] = useState('')
  const [missing, setMissing] = useState('')
  const campaigns = useQuery({
    ...campaignQueries.list(CHOICES),
    enabled: action === 'campaign',
  })
  const directories = useQuery({
    ...directoryQueries.list(CHOICES),
    enabled: action === 'directory',
  })
  const items = [...selection.selected.values()]
  const n = items.length
  if (n === 0) return null
  const what = `${n} ${n === 1 ? selection.noun : nouns}`
  const close = () => {
    setAction(null)
    setTarget('')
    setMissing('')
  }

  const confirm = () => {
    const inputs: ItemInput[] = items.map(({ id, name }) => ({ id, name }))
    if (action === 'delete') startJob(`${resource}.delete`, `Delete ${what}`, inputs)
    else if (action === 'archive' || action === 'unarchive') startJob(`links.${action}`, `${action === 'archive' ? 'Archive' : 'Unarchive'} ${what}`, inputs)
    else if (action === 'uncampaign' && campaign)
      startJob(`links.uncampaign`, `Remove ${what} from “${campaign.name}”`, inputs.map((i) => ({ ...i, to: campaign.id, toName: campaign.name })))
    else {
      const list = action === 'campaign' ? campaigns.data?.items : directories.data?.items
      const chosen = list?.find((o) => String(o.id) === target)
      if (!chosen) return setMissing(`Choose a ${action} first.`)
      const assign: AssignInput[] = inputs.map((i) => ({
        ...i,
        to: chosen.id,
        toName: chosen.name,
      }))
      startJob(`${resource}.${action}`, `Add ${what} to “${chosen.name}”`, assign)
    }
    selection.clear()
    close()
  }

  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="flex w-full flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 dark:bg-slate-800"
    >
      <p className="mr-auto text-sm font-medium">{what} selected</p>
      {campaign && (
        <Button variant="secondary" className="py-1" onClick={() => setAction('uncampaign')}>
          Remove from campaign
        </Button>
      )}
      {resource === 'links' && !campaign && (
        <Button variant="secondary" className="py-1" onClick={() => setAction('campaign')}>
          Add to campaign
        </Button>
      )}
      {archive && (
        <Button variant="secondary" className="py-1" onClick={() => setAction(archive)}>
          {archive === 'archive' ? 'Archive' : 'Unarchive'}
        </Button>
      )}
      <Button variant="secondary" className="py-1" onClick={() => setAction('directory')}>
        Add to directory
      </Button>
      <Button variant="danger" className="py-1" onClick={() => setAction('delete')}>
        Delete
      </Button>
      <Button variant="ghost" className="py-1" onClick={selection.clear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={action !== null}
        title={TITLES[action ?? 'delete'](what, campaign?.name ?? '')}
        confirmLabel={LABELS[action ?? 'delete'](what)}
        confirmVariant={action === 'delete' ? 'danger' : 'primary'}
        error={missing || undefined}
        onConfirm={confirm}
        onCancel={close}
      >
        {action === 'delete' && <p>The {what} will be deleted for good. This cannot be undone.</p>}
        {action === 'archive' && <p>They leave your everyday list (find them under Archived) and keep redirecting.</p>}
        {action === 'unarchive' && <p>They come back into your everyday list.</p>}
        {action === 'uncampaign' && <p>They stay as links, outside any campaign; the rotator and list page stop showing them.</p>}
        {action === 'campaign' && <TargetSelect label="Campaign" options={campaigns.data?.items} value={target} onChange={setTarget} />}
        {action === 'directory' && <TargetSelect label="Directory" options={directories.data?.items} value={target} onChange={setTarget} />}
        <CostPreview requests={n} className="mt-3" />
      </ConfirmDialog>
    </div>
  )
}
