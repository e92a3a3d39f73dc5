import { Link } from '@tanstack/react-router'
import type { LinkView } from '@contract/links'
import { buttonClass } from '@/components/ui/button'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { linkName } from './link-text'

const ALL_LINKS = { ...PAGE_SEARCH_DEFAULTS, order: 'date' as const }

const count = new Intl.NumberFormat()

/** The overview's summary of the links: how many, and the most clicked ones; a first step when there are none. */
export function TopLinks({ total, top }: { total: number; top: LinkView[] }) {
  if (total === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-600 dark:bg-slate-900">
        <h2 className="text-lg font-semibold">Shorten your first link</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Paste a long URL and share the short one: every click is counted, with where it came from.</p>
        <Link to="/links" search={ALL_LINKS} className={`${buttonClass('primary')} mt-4`}>
          Go to Links
        </Link>
      </div>
    )
  }
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="text-sm text-slate-600 dark:text-slate-300">Short links</p>
        <p className="mt-1 text-3xl font-semibold tabular-nums">{count.format(total)}</p>
        <Link to="/links" search={ALL_LINKS} className="mt-2 inline-block text-sm text-brand-700 hover:underline dark:text-blue-300">
          See all links
        </Link>
      </div>
      <section aria-labelledby="top-links-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="top-links-heading" className="text-sm font-semibold">
          Most clicked links
        </h2>
        <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {top.map((l) => (
            <li key={l.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <Link to="/links/$id" params={{ id: l.id }} className="min-w-0 truncate font-medium hover:underline">
                {linkName(l)}
              </Link>
              <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-300">
                {count.format(l.clicks)} {l.clicks === 1 ? 'click' : 'clicks'}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
