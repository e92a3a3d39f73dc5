const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/

/** An API timestamp, UTC "YYYY-MM-DD HH:MM:SS" or a day "YYYY-MM-DD" (D18), as a Date; null for anything else. */
export function parseTimestamp(value: string | null | undefined): Date | null {
  const m = value ? TIMESTAMP.exec(value.trim()) : null
  if (!m) return null
  const date = new Date(`${m[1]}T${m[2] ?? '00:00:00'}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** API timestamps shown in the user's time zone (a bare day as that day); anything else is shown as it came. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '—'
  const date = parseTimestamp(value)
  if (!date) return value
  // Matched, so longer than a day means it has a time.
  return value.trim().length > 10 ? dateTime.format(date) : dateOnly.format(date)
}

const counted = new Intl.NumberFormat('en')
/** "1 time", "3 times", "1,200 links": a count with its noun in the right number (issue 40 item 15). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${counted.format(n)} ${n === 1 ? one : many}`
}
