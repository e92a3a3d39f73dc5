import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { inputClass } from '@/components/ui/field'
import { campaignQueries } from '@/features/campaigns/api'
import { directoryQueries } from '@/features/directories/api'
import { CostPreview } from './cost-preview'
import { startJob } from './job-manager'
import type { ItemInput } from './job-manager'
import { READ_LIMIT, firstRead, matchingCost, sameQuery, type MatchingAction, type MatchingQuery } from './matching'
import type { Selection } from './selection'
import './job-kinds'

const CHOICES = { page: 1, limit: 100 }

type Action = 'delete' | 'campaign' | 'directory' | 'archive' | 'unarchive' | 'uncampaign'

interface SelectionBarProps {
  selection: Selection
  resource: 'links' | 'qr'
  nouns: string
  /** X2: the rows can be archived (the everyday list) or unarchived (the Archived view). */
  archive?: 'archive' | 'unarchive'
  campaign?: { id: number; name: string }
  /** The list on screen: with every row of its page selected, the bar offers all `total` links its query matches. */
  matching?: ListMatching
}

export interface ListMatching {
  query: MatchingQuery
  total: number
  pageIds: readonly number[]
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

export function SelectionBar({ selection, resource, nouns, archive, campaign, matching }: SelectionBarProps) {
  const [action, setAction] = useState<Action | null>(null)
  const [target, setTarget] = useState('')
  const [missing, setMissing] = useState('')
  const clearButton = useRef<HTMLButtonElement>(null)
  const campaigns = useQuery({
    ...campaignQueries.list(CHOICES),
    enabled: action === 'campaign',
  })
  const directories = useQuery({
    ...directoryQueries.list(CHOICES),
    enabled: action === 'directory',
  })
  const all = selection.all && matching && sameQuery(selection.all.query, matching.query) ? selection.all : null
  const stale = selection.all !== null && all === null
  // Another search, filter or view: "all" meant other links.
  useEffect(() => {
    if (stale) selection.clear()
  }, [stale, selection])
  const items = [...selection.selected.values()]
  const n = items.length
  if (n === 0 || stale) return null
  const what = all ? `all ${all.total} ${nouns}` : `${n} ${n === 1 ? selection.noun : nouns}`
  const offerAll =
    !all && matching && matching.pageIds.length > 0 && matching.total > matching.pageIds.length && matching.pageIds.every((id) => selection.selected.has(id))
  const close = () => {
    setAction(null)
    setTarget('')
    setMissing('')
  }

  const run = (kind: string, title: string, extra?: MatchingAction['extra']) => {
    if (all) startJob('links.matching', title, firstRead(all.query), { action: { kind, extra } satisfies MatchingAction })
    else startJob(kind, title, items.map(({ id, name }): ItemInput => ({ id, name, ...extra })))
  }

  const confirm = () => {
    if (action === 'delete') run(`${resource}.delete`, `Delete ${what}`)
    else if (action === 'archive' || action === 'unarchive') run(`links.${action}`, `${action === 'archive' ? 'Archive' : 'Unarchive'} ${what}`)
    else if (action === 'uncampaign' && campaign) run('links.uncampaign', `Remove ${what} from “${campaign.name}”`, { to: campaign.id, toName: campaign.name })
    else {
      const list = action === 'campaign' ? campaigns.data?.items : directories.data?.items
      const chosen = list?.find((o) => String(o.id) === target)
      if (!chosen) return setMissing(`Choose a ${action} first.`)
      run(`${resource}.${action}`, `Add ${what} to “${chosen.name}”`, { to: chosen.id, toName: chosen.name })
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
      <p className="mr-auto text-sm font-medium">
        <span role="status">{all ? `All ${all.total} ${nouns} selected` : `${what} selected`}</span>
        {offerAll && (
          <button
            type="button"
            className="ml-3 rounded font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-blue-300"
            onClick={() => {
              selection.selectAll({ query: matching.query, total: matching.total })
              // The offer goes away: focus moves to what undoes it.
              clearButton.current?.focus()
            }}
          >
            Select all {matching.total} {nouns}
          </button>
        )}
      </p>
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
      <Button ref={clearButton} variant="ghost" className="py-1" onClick={selection.clear}>
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
        {action === 'delete' && <p>{all ? `All ${all.total} ${nouns}` : `The ${what}`} will be deleted for good. This cannot be undone.</p>}
        {action === 'archive' && <p>They leave your everyday list (find them under Archived) and keep redirecting.</p>}
        {action === 'unarchive' && <p>They come back into your everyday list.</p>}
        {action === 'uncampaign' && <p>They stay as links, outside any campaign; the rotator and list page stop showing them.</p>}
        {action === 'campaign' && <TargetSelect label="Campaign" options={campaigns.data?.items} value={target} onChange={setTarget} />}
        {action === 'directory' && <TargetSelect label="Directory" options={directories.data?.items} value={target} onChange={setTarget} />}
        {all && (
          <p className="mt-3">
            First the list is read, {READ_LIMIT} links a request; then each of the {all.total} {nouns} is changed.
          </p>
        )}
        <CostPreview requests={all ? matchingCost(all.total) : n} className="mt-3" />
      </ConfirmDialog>
    </div>
  )
}
