import { z } from 'zod'
import {
  BIO_BLOCK_TYPES,
  BIO_BUTTON_STYLES,
  BIO_DEFAULT_THEME,
  BIO_NETWORKS,
  bioCreate,
  type BioBlockInput,
  type BioItem,
} from '@contract/bio'

/** One block as the form holds it: every type's fields, so switching a new block's type loses nothing typed. */
const blockForm = z.object({
  type: z.enum(BIO_BLOCK_TYPES),
  id: z.number().optional(),
  clicks: z.number().optional(),
  title: z.string(),
  url: z.string(),
  text: z.string(),
  network: z.enum(BIO_NETWORKS),
  link: z.string(),
})
export type BlockFormValue = z.input<typeof blockForm>

const color = z.string()
const formFields = z.object({
  name: z.string(),
  alias: z.string(),
  domain: z.string(),
  description: z.string(),
  avatar: z.string(),
  theme: z.object({ background: color, text: color, button: color, buttonText: color }),
  buttonStyle: z.enum(BIO_BUTTON_STYLES),
  public: z.boolean(),
  blocks: z.array(blockForm),
})
export type BioFormValues = z.input<typeof formFields>

export function toBlockInput(b: BlockFormValue): BioBlockInput {
  switch (b.type) {
    case 'link':
      return { type: 'link', ...(b.id !== undefined && { id: b.id }), title: b.title, url: b.url }
    case 'heading':
    case 'text':
      return { type: b.type, text: b.text }
    case 'social':
      return { type: 'social', network: b.network, url: b.url }
    case 'image':
      return { type: 'image', url: b.url, link: b.link }
  }
}

/** E1: the form's values checked by the contract's own request schema, so its messages are the server's, on the same paths. */
export const bioFormSchema = formFields.transform(({ alias, blocks, ...rest }, ctx) => {
  const parsed = bioCreate.safeParse({ ...rest, ...(alias.trim() && { alias }), blocks: blocks.map(toBlockInput) })
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message })
  return z.NEVER
})
export type BioFormOutput = z.output<typeof bioFormSchema>

export const emptyBlock = (type: BlockFormValue['type']): BlockFormValue => ({
  type,
  title: '',
  url: '',
  text: '',
  network: 'instagram',
  link: '',
})

export function bioFormDefaults(bio?: BioItem): BioFormValues {
  if (!bio)
    return {
      name: '',
      alias: '',
      domain: '',
      description: '',
      avatar: '',
      theme: { ...BIO_DEFAULT_THEME },
      buttonStyle: 'rounded',
      public: true,
      blocks: [],
    }
  return {
    name: bio.name,
    alias: bio.alias,
    domain: bio.domain,
    description: bio.description,
    avatar: bio.avatar,
    theme: { ...bio.theme },
    buttonStyle: bio.buttonStyle,
    public: bio.public,
    blocks: bio.blocks.map((b) => {
      const base = emptyBlock(b.type)
      switch (b.type) {
        case 'link':
          // id 0: a block saved a moment ago whose id the page read again will bring.
          return { ...base, id: b.id || undefined, clicks: b.clicks, title: b.title, url: b.url }
        case 'heading':
        case 'text':
          return { ...base, text: b.text }
        case 'social':
          return { ...base, network: b.network, url: b.url.replace(/^(mailto|tel):/i, '') }
        case 'image':
          return { ...base, url: b.url, link: b.link }
      }
    }),
  }
}

export const BIO_FIELDS = ['name', 'alias', 'domain', 'description', 'avatar', 'buttonStyle', 'public', 'blocks', 'theme.background', 'theme.text', 'theme.button', 'theme.buttonText'] as const

/** B1's "blocks, block 3: url must be …" as the form path of that block's field, with the rest of the message. */
export function blockFieldOf(message: string): { path: `blocks.${number}.${'title' | 'url' | 'text' | 'network' | 'link' | 'type'}`; message: string } | null {
  const m = /^blocks, block (\d+): (title|url|text|network|link|type)\b(.*)$/s.exec(message)
  if (!m) return null
  return { path: `blocks.${Number(m[1]) - 1}.${m[2] as 'title'}`, message: `${m[2]}${m[3]}` }
}
