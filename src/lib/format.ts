const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

/** API timestamps are UTC "YYYY-MM-DD HH:MM:SS" (D18); anything else is shown as it came. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '—'
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/.exec(value.trim())
  if (!m) return value
  const date = new Date(m[2] ? `${m[1]}T${m[2]}Z` : `${m[1]}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return m[2] ? dateTime.format(date) : dateOnly.format(date)
}
