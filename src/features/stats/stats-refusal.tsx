import type { StatsRange } from '@contract/stats'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { ApiError } from '@/lib/api-client'
import { RANGE_NAMES } from './period-controls'

/** W13: T13's refusal of a period past STATS_MAX_ROWS names `from, to`; sent again it is refused again. */
export const isPeriodRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400 && /^from, to:/.test(error.message)

interface PeriodRefusalProps {
  id: string
  message: string
  shorter?: StatsRange
  onShorter: (range: StatsRange) => void
}

/** "from, to: the period holds…" → "The period holds…": the fields are the Period control the words describe. */
const forPeople = (message: string) => {
  const words = message.replace(/^from, to:\s*/, '')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function PeriodRefusal({ id, message, shorter, onShorter }: PeriodRefusalProps) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <Icon name="alert" className="size-10 text-amber-500" />
      <h3 className="mt-3 text-base font-semibold">This period is too long for this server</h3>
      <p id={id} className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
        {forPeople(message)}
      </p>
      {shorter && (
        <Button variant="secondary" className="mt-4" onClick={() => onShorter(shorter)}>
          Show the {RANGE_NAMES[shorter].toLowerCase()}
        </Button>
      )}
    </div>
  )
}
