import { slug as slugSchema } from '@contract/campaigns'
import { publicOrigin } from '@/lib/public-origin'

/** `<origin of the API base URL>/r/<slug>`, or null while the slug is not a valid one. */
export function rotatorUrl(baseUrl: string, slug: string): string | null {
  const origin = publicOrigin(baseUrl)
  const parsed = slugSchema.safeParse(slug)
  return origin && parsed.success ? `${origin}/r/${parsed.data}` : null
}

/** The slug in a rotator URL from the API (`…/r/<slug>`), or "" when there is none. */
export function slugFromRotator(rotator: string | false): string {
  if (!rotator) return ''
  const match = /\/r\/([^/?#]+)\/?$/.exec(rotator)
  if (!match) return ''
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    // Malformed percent-encoding from the API is no slug (and must not crash the edit form).
    return ''
  }
}
