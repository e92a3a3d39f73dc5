import type { ClickStatsView } from '@contract/statistics'
import { StatBarChart } from './bar-chart'
import { ChartCard } from './chart-card'
import { StatDonutChart } from './donut-chart'
import { socialRows } from './social-networks'
import { capitalised, statRows, type Unit } from './stat-rows'
import { TimelineChart, timelineRows } from './timeline-chart'

/** A link's or a code's charts, each with a table; timeline and languages only when the service sends them (the live one does not). */
export function ClickStatistics({ stats, unit, heading }: { stats: ClickStatsView; unit: Unit; heading: string }) {
  const social = socialRows(stats.socialCount, stats.topReferrers)
  const breakdown = (title: string, labelHeading: string, map: Record<string, number>, kind: 'bar' | 'donut') => {
    const rows = statRows(map)
    const Chart = kind === 'bar' ? StatBarChart : StatDonutChart
    return (
      <ChartCard title={title} labelHeading={labelHeading} rows={rows} unit={unit}>
        <Chart title={title} rows={rows} unit={unit} />
      </ChartCard>
    )
  }
  const timeline = stats.timeline && timelineRows(stats.timeline)
  const daily = `${capitalised(unit.many)} in the last ${timeline?.length ?? 30} days`
  return (
    <section aria-labelledby="click-statistics-heading" className="space-y-4">
      <h2 id="click-statistics-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {timeline && (
        <ChartCard title={daily} labelHeading="Day" rows={timeline} unit={unit}>
          <TimelineChart title={daily} rows={timeline} unit={unit} />
        </ChartCard>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {breakdown('Top countries', 'Country', stats.topCountries, 'bar')}
        {breakdown('Top referrers', 'Referrer', stats.topReferrers, 'bar')}
        {breakdown('Browsers', 'Browser', stats.topBrowsers, 'donut')}
        {breakdown('Operating systems', 'Operating system', stats.topOs, 'donut')}
        {Object.keys(stats.topLanguages).length > 0 && breakdown('Languages', 'Language', stats.topLanguages, 'bar')}
        <ChartCard title="Social networks" labelHeading="Network" rows={social} unit={unit} emptyText={`No ${unit.one} came from a social network.`}>
          <StatBarChart title="Social networks" rows={social} unit={unit} />
        </ChartCard>
      </div>
    </section>
  )
}
