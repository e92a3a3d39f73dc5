import type { Context } from 'hono'

/** What a link's own QR code adds to its short URL (Q6): the redirect ignores it, the click records a scan. */
export const SCAN_MARKER = 'qr'
export const SCAN_REFERRER = 'QR code'

export const scanUrl = (shortUrl: string) => `${shortUrl}?${SCAN_MARKER}`

export function scanned(c: Context): boolean {
  const url = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url ?? c.req.url
  const at = url.indexOf('?')
  return at >= 0 && url.slice(at + 1) === SCAN_MARKER
}
