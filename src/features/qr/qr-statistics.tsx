import { isDynamicType, type QrType } from '@contract/qr'
import type { ClickStatsView } from '@contract/statistics'
import { ClickStatistics } from '@/components/charts/click-statistics'
import { SCANS } from '@/components/charts/stat-rows'
import { EmptyState } from '@/components/ui/list-states'
import { Panel } from '@/components/ui/page-header'

export function QrStatistics({ type, stats }: { type: QrType | null; stats: ClickStatsView }) {
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
  return <ClickStatistics stats={stats} unit={SCANS} heading="Where the scans came from" />
}
