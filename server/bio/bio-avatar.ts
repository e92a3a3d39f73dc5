import { createHash } from 'node:crypto'
import { ApiFailure } from '../http/errors.ts'
import { safeFetch, SafeFetchError } from '../net/safe-fetch.ts'
import { LOGO_MAX_BYTES, LOGO_TIMEOUT_MS, normaliseLogo } from '../qr/qr-logo.ts'

const refused = (reason: string) => new ApiFailure(400, `avatar could not be downloaded: ${reason}.`)

/** B5: an avatar is fetched once on save behind the QR logos' guards, and kept as a PNG of at most 512 × 512. */
export async function fetchAvatar(address: string, pinnedHosts: ReadonlyMap<string, string>): Promise<{ png: Buffer; sha: string }> {
  let bytes: Buffer
  try {
    bytes = (await safeFetch(address, { maxBytes: LOGO_MAX_BYTES, timeoutMs: LOGO_TIMEOUT_MS, maxRedirects: 3, pinnedHosts })).bytes
  } catch (err) {
    if (err instanceof SafeFetchError) throw refused(err.message)
    throw err
  }
  const png = await normaliseLogo(bytes, refused)
  return { png, sha: createHash('sha256').update(png).digest('hex').slice(0, 16) }
}

export const avatarPath = (bioId: number, sha: string) => `/bio/${bioId}/avatar-${sha}.png`
