import { isHttpUrl } from '../../contract/fields.ts'
import { ApiFailure } from '../http/errors.ts'
import { safeFetch, SafeFetchError } from '../net/safe-fetch.ts'
import { decodeImage, encodePng, fit, kindOf, LogoImageError, MAX_LOGO_PIXELS, resize } from './logo-raster.ts'

export const LOGO_MAX_BYTES = 500_000
export const LOGO_TIMEOUT_MS = 5_000
/** Stored logos are at most this many pixels across: enough for the largest image (2048 px, 22 % is 450). */
export const STORED_LOGO_SIZE = 512
/**
 * A photo-like logo (a JPEG, say) does not compress well as PNG, and the SVG carries it whole: above this
 * it is stored at half the size, still more than the default 512 px image's 113 px logo needs.
 */
export const STORED_LOGO_BYTES = 200_000

const refused = (reason: string) => new ApiFailure(400, `logo could not be downloaded: ${reason}.`)

const IMAGE_REASONS: Record<string, string> = {
  'not-an-image': 'it is not a PNG or JPEG image',
  'too-many-pixels': `it has more than ${MAX_LOGO_PIXELS / 1e6} million pixels`,
  unreadable: 'it is a damaged PNG or JPEG image',
}

/**
 * Fetches a code's logo once, when the code is saved (D27e), and returns it as a PNG of at most
 * 512 × 512 pixels: decoded and encoded again, so what is stored is known to draw and holds nothing else.
 * Any failure is a 400 naming `logo`.
 */
export async function fetchLogo(address: string, pinnedHosts: ReadonlyMap<string, string>): Promise<Buffer> {
  if (!isHttpUrl(address)) throw refused('give its full address, starting with http:// or https://')
  let bytes: Buffer
  try {
    bytes = (await safeFetch(address, { maxBytes: LOGO_MAX_BYTES, timeoutMs: LOGO_TIMEOUT_MS, maxRedirects: 3, pinnedHosts })).bytes
  } catch (err) {
    if (err instanceof SafeFetchError) throw refused(err.message)
    throw err
  }
  // The bytes decide, not the Content-Type or the file name.
  if (!kindOf(bytes)) throw refused(IMAGE_REASONS['not-an-image']!)
  try {
    const image = decodeImage(bytes)
    const at = (max: number) => {
      const size = fit(image, max, max)
      return encodePng(size.width === image.width && size.height === image.height ? image : resize(image, size.width, size.height))
    }
    const stored = at(STORED_LOGO_SIZE)
    return stored.length > STORED_LOGO_BYTES ? at(STORED_LOGO_SIZE / 2) : stored
  } catch (err) {
    if (err instanceof LogoImageError) throw refused(IMAGE_REASONS[err.message] ?? IMAGE_REASONS.unreadable!)
    throw err
  }
}
