import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LinkSummaryView, LinkView } from '@contract/links'
import { buttonClass } from '@/components/ui/button'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { linkName } from './link-text'

const ALL_LINKS = { ...PAGE_SEARCH_DEFAULTS, order: 'date' as const }

const count = new Intl.NumberFormat()
const clicksText = (n: number) => `${count.format(n)} ${n === 1 ? 'click' : 'clicks'}`
const CARD = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900'
const MUTED = 'text-slate-600 dark:text-slate-300'

export type RecentClicks = { state: 'loading' } | { state: 'unreported' } | { state: 'failed'; retry: () => void } | { state: 'ready'; summary: LinkSummaryView }

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className={CARD}>
      <p className={`text-sm ${MUTED}`}>{label}</p>
      <p className="mt-1 text-3xl font-semibold tabular-nums">{value}</p>
      {children}
    </div>
  )
}

function RecentClicksFigure({ recent }: { recent: RecentClicks }) {
  if (recent.state === 'unreported') return null
  const label = 'Clicks in the last 30 days'
  if (recent.state === 'loading') return <Figure label={label} value={<span className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-700" aria-label="Loading" />} />
  if (recent.state === 'failed')
    return (
      <Figure label={label} value="—">
        <button type="button" onClick={recent.retry} className="mt-2 text-sm text-brand-700 hover:underline dark:text-blue-300">
          Could not be loaded. Try again
        </button>
      </Figure>
    )
  return (
    <Figure label={label} value={count.format(recent.summary.recentClicks)}>
      <p className={`mt-2 text-sm ${MUTED}`}>{clicksText(recent.summary.clicks)} since the first link</p>
    </Figure>
  )
}

export function TopLinks({ total, top, recent }: { total: number; top: LinkView[]; recent: RecentClicks }) {
  if (total === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-600 dark:bg-slate-900">
        <h2 className="text-lg font-semibold">Shorten your first link</h2>
        <p className={`mt-1 text-sm ${MUTED}`}>Paste a long URL and share the short one: every click is counted, with where it came from.</p>
        <Link to="/links" search={ALL_LINKS} className={`${buttonClass('primary')} mt-4`}>
          Go to Links
        </Link>
      </div>
    )
  }
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Figure label="Short links" value={count.format(total)}>
          <Link to="/links" search={ALL_LINKS} className="mt-2 inline-block text-sm text-brand-700 hover:underline dark:text-blue-300">
            See all links
          </Link>
        </Figure>
        <RecentClicksFigure recent={recent} />
      </div>
      <section aria-labelledby="top-links-heading" className={`${CARD} lg:col-span-2`}>
        <h2 id="top-links-heading" className="text-sm font-semibold">
          Most clicked links
        </h2>
        <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {top.map((l) => (
            <li key={l.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <Link to="/links/$id" params={{ id: l.id }} className="min-w-0 truncate font-medium hover:underline">
                {linkName(l)}
              </Link>
              <span className={`shrink-0 tabular-nums ${MUTED}`}>{clicksText(l.clicks)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
