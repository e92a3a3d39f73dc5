import { useId, useState, type ReactNode } from 'react'
import type { StatsInterval, StatsRange } from '@contract/stats'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { INTERVALS, RANGES, DEFAULT_RANGE, type StatsSearch } from './stats-search'

export const RANGE_NAMES: Record<StatsRange, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  all: 'All time',
}
const INTERVAL_NAMES: Record<StatsInterval, string> = { hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' }
export const HOURS_MAX_DAYS = 41
const ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
const selectClass = `${inputClass} w-auto min-w-0`

function Labelled({ label, id: given, children }: { label: string; id?: string; children: (id: string) => ReactNode }) {
  const own = useId()
  const id = given ?? own
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

interface PeriodControlsProps {
  search: StatsSearch
  zone: string
  /** The period of the answer on screen, for the custom dates' first values and the intervals it allows. */
  shown?: { from: string; to: string; interval: StatsInterval }
  onPeriod: (period: StatsRange | { from: string; to: string }) => void
  onChange: (change: Partial<StatsSearch>) => void
  periodId?: string
  /** The id of a refusal of the period (W13), which describes the Period select. */
  periodError?: string
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1

export function PeriodControls({ search, zone, shown, onPeriod, onChange, periodId, periodError }: PeriodControlsProps) {
  const custom = Boolean(search.from && search.to)
  const [choosingDates, setChoosingDates] = useState(custom)
  const [dates, setDates] = useState({ from: search.from ?? shown?.from ?? '', to: search.to ?? shown?.to ?? '' })
  const zones = ZONES.includes(zone) ? ZONES : [zone, ...ZONES]
  const days = shown ? daysBetween(shown.from, shown.to) : 30
  // The box shows the click at once; the address bar (its source) follows a moment later (W12).
  const [comparing, setComparing] = useState<boolean | null>(null)
  if (comparing !== null && comparing === Boolean(search.compare)) setComparing(null)
  const compare = comparing ?? Boolean(search.compare)
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Labelled label="Period" id={periodId}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError}
            value={choosingDates ? 'custom' : (search.range ?? DEFAULT_RANGE)}
            onChange={(e) => {
              const value = e.target.value
              if (value === 'custom') return setChoosingDates(true)
              setChoosingDates(false)
              onPeriod(value as StatsRange)
            }}
          >
            {RANGES.map((r) => (
              <option key={r} value={r}>
                {RANGE_NAMES[r]}
              </option>
            ))}
            <option value="custom">Custom dates…</option>
          </select>
        )}
      </Labelled>
      {choosingDates && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            if (dates.from && dates.to && dates.from <= dates.to) onPeriod(dates)
          }}
        >
          <Labelled label="From">
            {(id) => <input id={id} type="date" required className={selectClass} value={dates.from} max={dates.to || undefined} onChange={(e) => setDates({ ...dates, from: e.target.value })} />}
          </Labelled>
          <Labelled label="To">
            {(id) => <input id={id} type="date" required className={selectClass} value={dates.to} min={dates.from || undefined} onChange={(e) => setDates({ ...dates, to: e.target.value })} />}
          </Labelled>
          <button type="submit" className={buttonClass('secondary')}>
            Show these dates
          </button>
        </form>
      )}
      <Labelled label="Interval">
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={search.interval ?? ''}
            onChange={(e) => onChange({ interval: (e.target.value || undefined) as StatsInterval | undefined })}
          >
            <option value="">Automatic{shown && !search.interval ? ` (${INTERVAL_NAMES[shown.interval].toLowerCase()})` : ''}</option>
            {INTERVALS.map((i) => (
              <option key={i} value={i} disabled={i === 'hour' && days > HOURS_MAX_DAYS}>
                {INTERVAL_NAMES[i]}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label="Time zone">
        {(id) => (
          <select id={id} className={`${selectClass} max-w-56`} value={zone} onChange={(e) => onChange({ tz: e.target.value })}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <label className="flex items-center gap-2 py-2 text-sm">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 dark:border-slate-600"
          checked={compare}
          onChange={(e) => {
            setComparing(e.target.checked)
            onChange({ compare: e.target.checked || undefined })
          }}
        />
        Compare with the previous period
      </label>
    </div>
  )
}
