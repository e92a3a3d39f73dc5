// Facts of the wire that need no schema: the dashboard's entry chunk reads only these, so it loads no zod.

export function isSuccessFlag(value: unknown): boolean {
  return value === 0 || value === '0' || value === false
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

export const MAX_ID = 2 ** 31 - 1
const ID_DIGITS = /^[1-9]\d{0,9}$/

/** The server answers null with the same 404 as an unknown id (D9). */
export function parseId(raw: string): number | null {
  if (!ID_DIGITS.test(raw)) return null
  const n = Number(raw)
  return n <= MAX_ID ? n : null
}

export const LIMIT_DEFAULT = 15
export const LIMIT_MAX = 100
export const PAGE_MAX = 100000
export const PAGE_SIZES = [15, 30, 50, 100] as const
export const LINK_ORDERS = ['date', 'click'] as const
