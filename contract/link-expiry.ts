import { isCalendarDay } from './fields.ts'

// K2: an expiry is a day (works to the end of that UTC day, L4.2) or a UTC moment. The database keeps the last
// moment the link works, to the millisecond (a day as its 23:59:59.999), so the wire form returns.

const DAY_PART = /^(\d{4}-\d{2}-\d{2})$/
const MOMENT = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.(\d{1,6}))?$/
const WIRE_MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const END_OF_DAY = '23:59:59.999'

export const isExpiryText = (value: string) => (DAY_PART.test(value) || WIRE_MOMENT.test(value)) && expiryEnd(value) !== null

/** The last moment a link with this expiry works; null when the text is not an expiry. */
export function expiryEnd(value: string): Date | null {
  if (DAY_PART.test(value)) return isCalendarDay(value) ? new Date(`${value}T${END_OF_DAY}Z`) : null
  const m = MOMENT.exec(value)
  if (!m || !isCalendarDay(m[1]!)) return null
  const ms = (m[5] ?? '').padEnd(3, '0').slice(0, 3)
  return new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${ms}Z`)
}

/** The one rule (L4.2, K2): expired once `now` is past the expiry's last moment. */
export function isExpired(expiry: string | null | undefined, now = new Date()): boolean {
  if (!expiry) return false
  const end = expiryEnd(expiry)
  return end !== null && now.getTime() > end.getTime()
}

/** What the database keeps for an expiry written on the wire (`""` and null: none). */
export function storedExpiry(wire: string): string {
  return DAY_PART.test(wire) ? `${wire} ${END_OF_DAY}` : wire
}

/** The wire form of a kept expiry: the day when it is a day's last moment, else `YYYY-MM-DD HH:MM:SS`. */
export function wireExpiry(stored: string | null): string | null {
  if (!stored) return null
  const m = MOMENT.exec(stored)
  if (!m) return DAY_PART.test(stored) ? stored : null
  if (`${m[2]}:${m[3]}:${m[4]}.${(m[5] ?? '').padEnd(3, '0').slice(0, 3)}` === END_OF_DAY) return m[1]!
  return `${m[1]} ${m[2]}:${m[3]}:${m[4]}`
}

export const expiryDay = (expiry: string) => expiry.slice(0, 10)
/** The UTC time of an expiry written with one (`HH:MM:SS`), or '' for a day. */
export const expiryTime = (expiry: string) => (expiry.length >= 19 ? expiry.slice(11, 19) : '')
