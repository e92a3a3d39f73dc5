import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useState } from 'react'
import type { LinkView } from '@contract/links'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { ErrorState } from '@/components/ui/list-states'
import { linkQueries } from './api'
import type { LinkChoices } from './link-form-types'

export type { LinkChoices }

// The editor is a third of the links page's code and needed only once a form opens: its chunk loads then.
const loadEditor = () => import('./link-editor')
const LinkEditor = lazy(() => loadEditor().then((m) => ({ default: m.LinkEditor })))

interface LinkFormProps extends ItemFormProps<LinkView> {
  choices: LinkChoices | null
}

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      Loading {what}…
    </p>
  )
}

/** Creates a link, or edits `item` once its whole record (GET /url/:id) is here: an update sends the whole link. */
export function LinkForm({ item, choices, onDone, onCancel }: LinkFormProps) {
  const detail = useQuery({ ...linkQueries.detail(item?.id ?? 0), enabled: item !== undefined })
  // The form starts from a fresh record once (a saved edit marks the cached one stale); later refetches leave it be.
  const [fresh, setFresh] = useState(false)
  useEffect(() => void loadEditor(), [])
  if (!fresh && detail.data && !detail.isFetching) setFresh(true)
  if (item && detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} title="This link could not be loaded" />
  if (item && !fresh) return <Loading what="the link" />
  if (!choices) return <Loading what="your domains, pixels and campaigns" />
  return (
    <Suspense fallback={<Loading what="the form" />}>
      <LinkEditor id={item?.id} details={detail.data?.details} choices={choices} onDone={onDone} onCancel={onCancel} />
    </Suspense>
  )
}
