import { VISITOR_SCRIPT, httpHost } from '../../contract/landing-html.ts'
import { OVERLAY_SCRIPT, overlayParts } from '../../contract/overlay-html.ts'
import { overlayDesign } from '../../contract/overlays.ts'
import { splashDesign } from '../../contract/splash.ts'
import { splashDesignParts } from '../../contract/splash-html.ts'
import { type Csp, type LandingPage, landingPage, pixelPart } from './landing-pages.ts'
import type { PixelRef } from './pixel-snippets.ts'
import { sha256Source } from './pixel-snippets.ts'

export interface LinkDesign {
  kind: 'splash' | 'overlay'
  id: number
  name: string
  type: string
  content: unknown
}

const SCRIPT_HASH = sha256Source(VISITOR_SCRIPT)
const OVERLAY_HASH = sha256Source(OVERLAY_SCRIPT)
const origin = (url: string) => (httpHost(url) ? new URL(url).origin : null)
const origins = (...urls: string[]) => urls.flatMap((u) => origin(u) ?? [])

interface Visit {
  design: LinkDesign
  destination: string
  linkId: number
  pixels: readonly PixelRef[]
}

// D41a, D41d: null when the stored design cannot be shown (a poll): the link then behaves as a direct one.
export function designPage({ design, destination, linkId, pixels }: Visit): LandingPage | null {
  const pixel = pixelPart(pixels, null)
  if (design.kind === 'splash') {
    const d = splashDesign.parse(design.content)
    const parts = splashDesignParts(d, destination)
    const csp: Csp = { 'img-src': origins(d.image), ...(parts.tail && { 'script-src': [SCRIPT_HASH] }) }
    return landingPage({ ...parts, pixels: pixel, csp })
  }
  const d = overlayDesign(design.type, design.content)
  if (!d) return null
  const parts = overlayParts({ name: design.name, design: d, destination, postUrl: `/o/${design.id}`, linkId })
  const csp: Csp = {
    'frame-src': ['http:', 'https:'],
    'img-src': d.type === 'image' ? origins(d.image) : [],
    'script-src': d.type === 'coupon' ? [SCRIPT_HASH, OVERLAY_HASH] : [OVERLAY_HASH],
    ...((d.type === 'contact' || d.type === 'newsletter') && { 'form-action': ["'self'"] }),
  }
  return landingPage({ ...parts, pixels: pixel, csp })
}
