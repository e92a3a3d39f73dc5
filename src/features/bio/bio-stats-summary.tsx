import type { BioItem } from '@contract/bio'

const count = new Intl.NumberFormat()

/** Views, clicks and each link block's clicks, from GET /bio/:id (no request of its own). */
export function BioStatsSummary({ bio }: { bio: BioItem }) {
  const links = bio.blocks.filter((b) => b.type === 'link')
  return (
    <section aria-labelledby="bio-stats" className="space-y-2">
      <h2 id="bio-stats" className="text-base font-semibold">
        Statistics
      </h2>
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{count.format(bio.views)}</span> {bio.views === 1 ? 'view' : 'views'} ·{' '}
        <span className="font-semibold tabular-nums">{count.format(bio.clicks)}</span> {bio.clicks === 1 ? 'click' : 'clicks'}
      </p>
      {links.length > 0 && (
        <table className="w-full text-sm">
          <caption className="sr-only">Clicks per link block</caption>
          <thead>
            <tr className="text-left text-xs text-slate-600 dark:text-slate-300">
              <th scope="col" className="font-medium">Link block</th>
              <th scope="col" className="text-right font-medium">Clicks</th>
            </tr>
          </thead>
          <tbody>
            {links.map((b) => (
              <tr key={b.id}>
                <td className="py-0.5 pr-2 [overflow-wrap:anywhere]">{b.title}</td>
                <td className="py-0.5 text-right tabular-nums">{count.format(b.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
