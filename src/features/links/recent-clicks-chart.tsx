import { ChartCard } from '@/components/charts/chart-card'
import { CLICKS } from '@/components/charts/stat-rows'
import { TimelineChart, timelineRows } from '@/components/charts/timeline-chart'

const TITLE = 'Clicks on all your links, last 30 days'

export function RecentClicksChart({ timeline }: { timeline: { date: string; clicks: number }[] }) {
  const rows = timelineRows(timeline)
  return (
    <ChartCard title={TITLE} labelHeading="Day" rows={rows} unit={CLICKS}>
      <TimelineChart title={TITLE} rows={rows} unit={CLICKS} />
    </ChartCard>
  )
}
