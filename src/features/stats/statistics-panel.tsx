import { Suspense, lazy, useId, type ReactNode } from 'react'
import type { StatsData, StatsFilter, StatsInterval } from '@contract/stats'
import { StatBarChart } from '@/components/charts/bar-chart'
import { StatDonutChart } from '@/components/charts/donut-chart'
import { capitalised, uniqueRatio, type Unit } from '@/components/charts/stat-rows'
import { socialRows } from '@/components/charts/social-networks'
import { Alert } from '@/components/ui/alert'
import { buttonClass } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states'
import { Panel } from '@/components/ui/page-header'
import { FilterBar } from './filter-bar'
import { HOURS_MAX_DAYS, PeriodControls } from './period-controls'
import { StatsCard } from './stats-card'
import { csvName, timelineCsv } from './stats-csv'
import { valueLabel } from './stats-labels'
import { countRows, dayOfWeek, delta, hourOfDay, timelinePoints, type CountRow } from './stats-rows'
import { PeriodRefusal, isPeriodRefusal } from './stats-refusal'
import { browserTimeZone, filterChips, shorterRange, withFilter, withoutFilter, withPeriod } from './stats-view'
import { StatsTimeline } from './stats-timeline'
import { useStatsView } from './use-stats-view'

const WorldMap = lazy(() => import('./world-map').then((m) => ({ default: m.WorldMap })))
const count = new Intl.NumberFormat()

interface StatisticsPanelProps {
  /** `link:<id>`, `qr:<id>`, `bio:<id>`, `campaign:<id>`, `directory:<id>`, `domain:<id>` or `account`. */
  scope: string
  unit: Unit
  heading: string
  /** What the page showed before /stats (the fixed 30 days of GET /url/:id or /qr/:id); shown against the live service. */
  fallback?: ReactNode
  /** The fallback without the heading and the note (the Overview keeps its own figures as they were). */
  fallbackAlone?: boolean
}

/** Issue 35: one statistics view for every scope, its state in the address bar (W1). */
export function StatisticsPanel({ scope, unit, heading, fallback, fallbackAlone }: StatisticsPanelProps) {
  const { search, zone, supported, query, update } = useStatsView(scope)
  const periodId = useId()
  const refusalId = useId()
  if (!supported && fallbackAlone) return fallback
  if (!supported) {
    return (
      <section aria-labelledby="statistics-heading" className="space-y-4">
        <h2 id="statistics-heading" className="text-lg font-semibold">
          {heading}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The last 30 days. Other periods, intervals, filters and comparisons need this project’s own server; this service does not offer them.
        </p>
        {fallback}
      </section>
    )
  }
  const data = query.data
  const refused = query.isError && !data && isPeriodRefusal(query.error) ? query.error : null
  const select = (name: StatsFilter) => (key: string) => update((s) => withFilter(s, name, key))
  return (
    <section aria-labelledby="statistics-heading" aria-busy={query.isFetching} className="space-y-4">
      <h2 id="statistics-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <Panel className="space-y-4 p-4">
        <PeriodControls
          key={`${search.from ?? ''}${search.to ?? ''}`}
          search={search}
          zone={zone}
          shown={data}
          periodId={periodId}
          periodError={refused ? refusalId : undefined}
          onPeriod={(p) => update((s) => withPeriod(s, p))}
          onChange={(change) =>
            update((s) => {
              const next = { ...s, ...change }
              if (next.tz === browserTimeZone()) delete next.tz
              for (const k of Object.keys(next) as (keyof typeof next)[]) if (next[k] === undefined) delete next[k]
              return next
            })
          }
        />
        <FilterBar chips={filterChips(search)} onAdd={(name, value) => update((s) => withFilter(s, name, value))} onRemove={(c) => update((s) => withoutFilter(s, c.name, c.value))} />
      </Panel>
      {refused ? (
        <Panel>
          <PeriodRefusal
            id={refusalId}
            message={refused.message}
            shorter={shorterRange(search)}
            onShorter={(range) => {
              update((s) => withPeriod(s, range))
              document.getElementById(periodId)?.focus()
            }}
          />
        </Panel>
      ) : query.isError && !data ? (
        <Panel>
          <ErrorState title="The statistics could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
        </Panel>
      ) : !data ? (
        <Panel>
          <ListSkeleton rows={4} columns={2} />
        </Panel>
      ) : (
        <>
          {query.isError && <Alert tone="error">The statistics of this view could not be loaded; the figures shown are of the view before.</Alert>}
          <StatsBody data={data} scope={scope} unit={unit} select={select} showBy={(interval) => update((s) => ({ ...s, interval }))} />
        </>
      )}
    </section>
  )
}

function Kpi({ label, value, before, hint }: { label: string; value: number | string; before?: string; hint: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tabular-nums">{typeof value === 'number' ? count.format(value) : value}</dd>
      <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{before ?? hint}</dd>
    </div>
  )
}

interface StatsBodyProps {
  data: StatsData
  scope: string
  unit: Unit
  select: (name: StatsFilter) => (key: string) => void
  showBy: (interval: StatsInterval) => void
}

function StatsBody({ data, scope, unit, select, showBy }: StatsBodyProps) {
  const many = capitalised(unit.many)
  const prev = data.previous
  const name = (what: string) => csvName(scope, data, what)
  const rows = (filter: StatsFilter, map: Record<string, number>) => countRows(map, (k) => valueLabel(filter, k))
  const card = (title: string, labelHeading: string, filter: StatsFilter, map: Record<string, number>, kind: 'bar' | 'donut') => {
    const r = rows(filter, map)
    const Chart = kind === 'bar' ? StatBarChart : StatDonutChart
    return (
      <StatsCard title={title} labelHeading={labelHeading} rows={r} unit={unit} csvName={name(filter)} onSelect={select(filter)}>
        <Chart title={title} rows={r} unit={unit} onSelect={(row) => select(filter)((row as CountRow).key)} />
      </StatsCard>
    )
  }
  const derived = (title: string, labelHeading: string, r: CountRow[] | null, needs: string) =>
    r ? (
      <StatsCard title={title} labelHeading={labelHeading} rows={r} unit={unit} csvName={name(labelHeading.toLowerCase().replaceAll(' ', '-'))}>
        <StatBarChart title={title} rows={r} unit={unit} />
      </StatsCard>
    ) : (
      <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{needs}</p>
        {hourly && (
          <button type="button" className={`${buttonClass('secondary')} mt-3`} onClick={() => showBy('hour')}>
            Show by hour
          </button>
        )}
      </section>
    )
  const timelineTitle = `${many} by ${data.interval}, ${data.from} to ${data.to} (${data.tz})`
  const countries = rows('country', data.countries)
  const social = socialRows({}, data.referrers).map((r) => ({ ...r, key: r.label }))
  const hourly = (Date.parse(data.to) - Date.parse(data.from)) / 86_400_000 < HOURS_MAX_DAYS
  // W11: nothing to chart, in this period or the one compared: one line instead of a wall of empty cards.
  if (data.clicks === 0 && !prev?.clicks) {
    return (
      <Panel>
        <div role="status" className="flex flex-col items-center px-6 py-10 text-center">
          <Icon name="inbox" className="size-10 text-slate-400" />
          <h3 className="mt-3 text-base font-semibold">
            No {unit.many} from {data.from} to {data.to}
          </h3>
          <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">Choose a longer period, or remove a filter, to see more.</p>
        </div>
      </Panel>
    )
  }
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Kpi label={many} value={data.clicks} before={prev && `${delta(data.clicks, prev.clicks)} on ${count.format(prev.clicks)} before (${prev.from} to ${prev.to})`} hint={`From ${data.from} to ${data.to}.`} />
        <Kpi label={`Unique ${unit.many}`} value={data.uniqueClicks} before={prev && `${delta(data.uniqueClicks, prev.uniqueClicks)} on ${count.format(prev.uniqueClicks)} before`} hint="Distinct visitors." />
        <Kpi label="Unique ratio" value={uniqueRatio(data.clicks, data.uniqueClicks)} hint={`Unique ${unit.many} out of all ${unit.many}.`} />
      </dl>
      <StatsCard
        title={timelineTitle}
        labelHeading="Start"
        rows={data.timeline.map((b) => ({ key: b.start, label: b.start, value: b.clicks }))}
        unit={unit}
        csvName={name('timeline')}
        csv={() => timelineCsv(data, unit.many)}
      >
        <StatsTimeline points={timelinePoints(data.timeline, prev?.timeline)} unit={unit} title={timelineTitle} />
      </StatsCard>
      <StatsCard
        title="Top countries"
        labelHeading="Country"
        rows={countries}
        unit={unit}
        csvName={name('country')}
        onSelect={select('country')}
        aside={
          <Suspense fallback={<div className="aspect-[2/1] w-full animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}>
            <WorldMap
              counts={data.countries}
              label={`World map of ${unit.many} by country`}
              describe={(code, country) => `${country}: ${count.format(data.countries[code] ?? 0)} ${unit.many}`}
              onSelect={select('country')}
            />
          </Suspense>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {card('Top referrers', 'Referrer', 'referrer', data.referrers, 'bar')}
        {card('Devices', 'Device', 'device', data.devices, 'donut')}
        {card('Browsers', 'Browser', 'browser', data.browsers, 'donut')}
        {card('Operating systems', 'Operating system', 'os', data.os, 'donut')}
        {card('Languages', 'Language', 'language', data.languages, 'bar')}
        {card('Sources', 'Source', 'source', data.sources, 'bar')}
        <StatsCard title="Social networks" labelHeading="Network" rows={social} unit={unit} csvName={name('social')} emptyText={`No ${unit.one} came from a social network.`}>
          <StatBarChart title="Social networks" rows={social} unit={unit} />
        </StatsCard>
        {derived('Hour of day', 'Hour', hourOfDay(data), hourly ? 'Show the period by hour to see the hours of the day.' : 'The hours of the day need the hourly interval, which periods of up to 41 days have.')}
        {derived('Day of week', 'Day', dayOfWeek(data), 'Show the period by day or by hour to see the days of the week.')}
      </div>
    </>
  )
}
