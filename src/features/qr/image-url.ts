import { isHttpUrl } from '@contract/fields'

// The server lets browsers cache QR images for 5 minutes; after an edit a version parameter fetches the new look.
const versions = new Map<number, number>()

export function bumpImage(id: number) {
  versions.set(id, Date.now())
}

/** The record's image URL with `size` (PNG only) and this tab's edit version; null unless http(s). */
export function qrImageUrl(id: number, link: string, options: { size?: number; format?: 'png' | 'svg' } = {}): string | null {
  if (!isHttpUrl(link)) return null
  const url = new URL(link)
  if (options.format === 'svg') {
    if (!/\.png$/i.test(url.pathname)) return null
    url.pathname = url.pathname.replace(/\.png$/i, '.svg')
  } else if (options.size) url.searchParams.set('size', String(options.size))
  const version = versions.get(id)
  if (version) url.searchParams.set('v', String(version))
  return url.toString()
}
