import { SOCIAL_NETWORKS, isDynamicType, type QrStatsView, type QrType } from '@contract/qr'
import { EmptyState } from '@/components/ui/list-states'
import { Panel } from '@/components/ui/page-header'
import { ChartCard } from './chart-card'
import { QrBarChart } from './qr-bar-chart'
import { QrDonutChart } from './qr-donut-chart'
import { statRows } from './stats-rows'

const SOCIAL_LABEL: Record<string, string> = { facebook: 'Facebook', twitter: 'X (Twitter)', linkedin: 'LinkedIn' }

/** The charts of a code's statistics, or why there are none. `type` is null when the service did not say. */
export function QrStatistics({ type, stats }: { type: QrType | null; stats: QrStatsView }) {
  if (type && !isDynamicType(type)) {
    return (
      <Panel>
        <EmptyState title="Static codes are not tracked">
          A text, SMS or Wi-Fi code holds its content itself, so a scan never reaches this service and cannot be counted. Link,
          email, phone and vCard codes count their scans.
        </EmptyState>
      </Panel>
    )
  }
  if (stats.clicks === 0) {
    return (
      <Panel>
        <EmptyState title="No scans yet">Countries, referrers, browsers and systems appear here after the first scan.</EmptyState>
      </Panel>
    )
  }
  const social = [...new Set([...SOCIAL_NETWORKS, ...Object.keys(stats.socialCount)])].map((k) => ({
    label: SOCIAL_LABEL[k] ?? k,
    value: stats.socialCount[k] ?? 0,
  }))
  return (
    <section aria-labelledby="qr-statistics-heading">
      <h2 id="qr-statistics-heading" className="mb-3 text-lg font-semibold">
        Where the scans came from
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Top countries" labelHeading="Country" rows={statRows(stats.topCountries)}>
          <QrBarChart title="Top countries" rows={statRows(stats.topCountries)} />
        </ChartCard>
        <ChartCard title="Top referrers" labelHeading="Referrer" rows={statRows(stats.topReferrers)}>
          <QrBarChart title="Top referrers" rows={statRows(stats.topReferrers)} />
        </ChartCard>
        <ChartCard title="Browsers" labelHeading="Browser" rows={statRows(stats.topBrowsers)}>
          <QrDonutChart title="Browsers" rows={statRows(stats.topBrowsers)} />
        </ChartCard>
        <ChartCard title="Operating systems" labelHeading="Operating system" rows={statRows(stats.topOs)}>
          <QrDonutChart title="Operating systems" rows={statRows(stats.topOs)} />
        </ChartCard>
        <ChartCard title="Social networks" labelHeading="Network" rows={social} emptyText="No scan came from a social network.">
          <QrBarChart title="Social networks" rows={social} />
        </ChartCard>
      </div>
    </section>
  )
}
