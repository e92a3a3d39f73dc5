import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { campaignQueries, useAssignLink } from '@/features/campaigns/api'
import { directoryQueries, useAssignItem } from '@/features/directories/api'
import { rememberAssignment } from '@/features/links/api'
import { describeError } from '@/lib/api-client'
import { doneMessage, toast } from '@/lib/toast'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { CHOICES_CACHE } from '@/lib/request-budget'
import { LINK_CHOICES } from './-link-choices'

// Not a route (the "-" prefix): "Add to campaign" and "Add to directory" on a link's detail page, by name.
// The campaign or directory list is read when the panel opens (one request each, then cached).
export type OrganiseTarget = 'campaign' | 'directory'

interface OrganiseProps {
  target: OrganiseTarget
  link: { id: number; name: string; campaign: number | null; live: boolean }
  onClose: () => void
}

const NOUNS = { campaign: { plural: 'campaigns', page: '/campaigns' }, directory: { plural: 'directories', page: '/directories' } } as const

export function LinkOrganisePanel({ target, link, onClose }: OrganiseProps) {
  const queryClient = useQueryClient()
  const campaigns = useQuery({ ...campaignQueries.list(LINK_CHOICES), ...CHOICES_CACHE, enabled: target === 'campaign' })
  const directories = useQuery({ ...directoryQueries.list(LINK_CHOICES), ...CHOICES_CACHE, enabled: target === 'directory' })
  const assignLink = useAssignLink()
  const assignItem = useAssignItem()
  const source = target === 'campaign' ? campaigns : directories
  const options = (target === 'campaign' ? campaigns.data?.items : directories.data?.items)?.map((o) => ({ id: o.id, name: o.name })) ?? []
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<string | null>(null)
  const selectId = useId()
  const selectRef = useRef<HTMLSelectElement>(null)
  const pending = assignLink.isPending || assignItem.isPending
  const { plural, page } = NOUNS[target]

  useEffect(() => {
    if (options.length) selectRef.current?.focus()
  }, [options.length])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const id = Number(chosen)
    const name = options.find((o) => o.id === id)?.name
    if (!id || !name) return setError(`Choose one of your ${plural}.`)
    setError(null)
    try {
      if (target === 'campaign') await assignLink.mutateAsync({ campaignId: id, linkId: link.id, live: link.live, from: link.campaign })
      else await assignItem.mutateAsync({ directoryId: id, type: 'links', itemId: link.id })
      rememberAssignment(queryClient, link.id, target === 'campaign' ? { campaign: id, name } : { directory: id })
      toast.success(doneMessage('Link', link.name, 'added', `to ${target} “${name}”`))
      onClose()
    } catch (e) {
      setError(describeError(e))
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="space-y-3"
      aria-label={`Add “${link.name}” to a ${target}`}
    >
      <h2 className="text-lg font-semibold break-words">
        Add “{link.name}” to a {target}
      </h2>
      {error && <Alert>{error}</Alert>}
      {source.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading your {plural}…
        </p>
      ) : source.isError ? (
        <Alert>{describeError(source.error)}</Alert>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          You have no {plural} yet.{' '}
          <Link to={page} search={PAGE_SEARCH_DEFAULTS} className="text-brand-700 underline dark:text-blue-300">
            Create one on the {plural[0]!.toUpperCase() + plural.slice(1)} page
          </Link>
          .
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
              {target === 'campaign' ? 'Campaign' : 'Directory'}
            </label>
            <select id={selectId} ref={selectRef} value={chosen} onChange={(e) => setChosen(e.target.value)} className={`${inputClass} mt-1`}>
              <option value="">Choose…</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                  {target === 'campaign' && o.id === link.campaign ? ' (now)' : ''}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? 'Adding…' : 'Add'}
          </button>
        </div>
      )}
      {target === 'campaign' && link.campaign !== null && options.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">A link is in one campaign at a time: adding it moves it.</p>
      )}
      <button type="button" className={buttonClass('ghost')} onClick={onClose}>
        Cancel
      </button>
    </form>
  )
}
