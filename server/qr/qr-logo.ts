import { isHttpUrl } from '../../contract/fields.ts'
import { ApiFailure } from '../http/errors.ts'
import { safeFetch, SafeFetchError } from '../net/safe-fetch.ts'
import { kindOf, LogoImageError, MAX_LOGO_PIXELS } from './logo-raster.ts'
import { PoolBusy, renderPool } from './render-pool.ts'

export const LOGO_MAX_BYTES = 500_000
export const LOGO_TIMEOUT_MS = 5_000
export const BUSY_RETRY_AFTER = 2
const BUSY_MESSAGE = 'logo could not be processed now: the server is busy drawing images. Try again in a few seconds.'

const refused = (reason: string) => new ApiFailure(400, `logo could not be downloaded: ${reason}.`)

const IMAGE_REASONS: Record<string, string> = {
  'not-an-image': 'it is not a PNG or JPEG image',
  'too-many-pixels': `it has more than ${MAX_LOGO_PIXELS / 1e6} million pixels`,
  unreadable: 'it is a damaged PNG or JPEG image',
}

/** D27e: any failure is a 400 naming `logo`. */
export async function fetchLogo(address: string, pinnedHosts: ReadonlyMap<string, string>): Promise<Buffer> {
  if (!isHttpUrl(address)) throw refused('give its full address, starting with http:// or https://')
  let bytes: Buffer
  try {
    bytes = (await safeFetch(address, { maxBytes: LOGO_MAX_BYTES, timeoutMs: LOGO_TIMEOUT_MS, maxRedirects: 3, pinnedHosts })).bytes
  } catch (err) {
    if (err instanceof SafeFetchError) throw refused(err.message)
    throw err
  }
  return normaliseLogo(bytes, refused)
}

export async function normaliseLogo(bytes: Uint8Array, refuse: (reason: string) => ApiFailure): Promise<Buffer> {
  if (!kindOf(bytes)) throw refuse(IMAGE_REASONS['not-an-image']!)
  try {
    return Buffer.from(await renderPool().run({ op: 'logo', bytes: new Uint8Array(bytes) }))
  } catch (err) {
    if (err instanceof LogoImageError) throw refuse(IMAGE_REASONS[err.message] ?? IMAGE_REASONS.unreadable!)
    if (err instanceof PoolBusy) throw new ApiFailure(503, BUSY_MESSAGE, { 'Retry-After': String(BUSY_RETRY_AFTER) })
    throw err
  }
}
