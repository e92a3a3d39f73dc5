import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BioNetwork } from '../../contract/bio.ts'

// B7: brand marks from Simple Icons (CC0-1.0), read once at start.
const here = createRequire(import.meta.url)
const brandPath = (slug: string) => {
  const svg = readFileSync(here.resolve(`simple-icons/icons/${slug}.svg`), 'utf8')
  const d = /<path d="([^"]+)"/.exec(svg)?.[1]
  if (!d) throw new Error(`simple-icons: no path in ${slug}.svg`)
  return `<path d="${d}"/>`
}
const line = (d: string) => `<path d="${d}" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/>`

const ICONS: Record<BioNetwork, { label: string; svg: string }> = {
  facebook: { label: 'Facebook', svg: brandPath('facebook') },
  instagram: { label: 'Instagram', svg: brandPath('instagram') },
  x: { label: 'X', svg: brandPath('x') },
  youtube: { label: 'YouTube', svg: brandPath('youtube') },
  tiktok: { label: 'TikTok', svg: brandPath('tiktok') },
  github: { label: 'GitHub', svg: brandPath('github') },
  linkedin: {
    label: 'LinkedIn',
    svg: '<path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"/>',
  },
  email: { label: 'Email', svg: line('M3 5h18v14H3zM3 6l9 7 9-7') },
  phone: {
    label: 'Phone',
    svg: line('M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z'),
  },
}

export function socialIcon(network: BioNetwork): { label: string; svg: string } {
  const icon = ICONS[network]
  return { label: icon.label, svg: `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon.svg}</svg>` }
}
