import type { BioNetwork } from '@contract/bio'
import type { BlockFormValue } from './bio-form-schema'

export const BLOCK_LABELS: Record<BlockFormValue['type'], string> = {
  link: 'Link',
  heading: 'Heading',
  text: 'Text',
  social: 'Social',
  image: 'Image',
}

export const NETWORK_LABELS: Record<BioNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
  email: 'Email',
  phone: 'Phone',
}

export function blockName(b: BlockFormValue): string {
  const said = b.type === 'link' ? b.title : b.type === 'heading' || b.type === 'text' ? b.text : b.type === 'social' ? NETWORK_LABELS[b.network] : ''
  const short = said.trim().replace(/\s+/g, ' ')
  return short ? `${BLOCK_LABELS[b.type]} “${short.length > 40 ? `${short.slice(0, 39)}…` : short}”` : BLOCK_LABELS[b.type]
}
