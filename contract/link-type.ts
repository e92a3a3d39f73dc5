import { z } from 'zod'

export const LINK_TYPES = ['direct', 'frame', 'splash'] as const
/** `splash-<id>` / `overlay-<id>`: one of the caller's own splash pages or CTA overlays (issue 19). */
export type LinkType = (typeof LINK_TYPES)[number] | `splash-${number}` | `overlay-${number}`
const PAGE_TYPE = /^(splash|overlay)-([1-9][0-9]{0,9})$/
/** The splash page or overlay a link type names, or null for direct, frame and the generic splash. */
export function designOf(type: string): { kind: 'splash' | 'overlay'; id: number } | null {
  const m = PAGE_TYPE.exec(type)
  if (!m) return null
  const id = Number(m[2])
  return id <= 2 ** 31 - 1 ? { kind: m[1] as 'splash' | 'overlay', id } : null
}
export const isLinkType = (v: unknown): v is LinkType =>
  typeof v === 'string' && ((LINK_TYPES as readonly string[]).includes(v) || designOf(v) !== null)
export const LINK_TYPE_RULE = `type must be one of ${LINK_TYPES.join(', ')}, or splash-<id> or overlay-<id> of one of your splash pages or overlays.`
export const linkType = z.custom<LinkType>(isLinkType, LINK_TYPE_RULE)
export const LINK_STATUSES = ['public', 'private'] as const
