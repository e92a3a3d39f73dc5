import { DEFAULT_MAX_UPLOAD_BYTES } from '@contract/files'

// The API does not advertise its upload limit: ours is known only on our own /api; elsewhere a 413 says it.
export function knownUploadLimit(baseUrl: string, origin: string = location.origin): number | null {
  try {
    const url = new URL(baseUrl)
    return url.origin === origin && url.pathname.replace(/\/+$/, '') === '/api' ? DEFAULT_MAX_UPLOAD_BYTES : null
  } catch {
    return null
  }
}

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB']

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 100 ? Math.round(value) : +value.toFixed(1)} ${UNITS[unit]}`
}

/** Whole percent, never 100 before the last byte. */
export function percentOf(loaded: number, total: number): number {
  if (loaded >= total) return 100
  return Math.min(99, Math.floor((loaded * 100) / total))
}
