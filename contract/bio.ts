import { z } from 'zod'
import { ALIAS, hexColor6, httpUrl, httpUrlOrEmpty, id, optionalField, optionalText, text, timestamp, withDefault } from './fields.ts'
import { listEnvelope, okInt, pagingQuery } from './envelope.ts'

// X3: bio pages (link-in-bio). A page is a links row of kind 'bio'; its link blocks hidden rows of kind 'bio-block'.

export const BIO_MAX_BLOCKS = 50
export const BIO_BUTTON_STYLES = ['rounded', 'square', 'pill'] as const
export type BioButtonStyle = (typeof BIO_BUTTON_STYLES)[number]
export const BIO_BLOCK_TYPES = ['link', 'heading', 'text', 'social', 'image'] as const
export const BIO_NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok', 'github', 'email', 'phone'] as const
export type BioNetwork = (typeof BIO_NETWORKS)[number]
export const BIO_UPDATED = 'Bio page has been updated successfully.'
export const BIO_DELETED = 'Bio page has been deleted successfully.'

export const BIO_THEME_KEYS = ['background', 'text', 'button', 'buttonText'] as const
export type BioTheme = Record<(typeof BIO_THEME_KEYS)[number], string>
/** B2: the theme a page gets when none is given; it passes WCAG AA both for text and buttons. */
export const BIO_DEFAULT_THEME: BioTheme = { background: '#ffffff', text: '#1f2937', button: '#1e40af', buttonText: '#ffffff' }

const EMAIL = /^[^\s@:/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/
const PHONE = /^\+?[0-9 ().-]{3,30}$/
const BLOCK_TYPE_RULE = `type must be one of ${BIO_BLOCK_TYPES.join(', ')}.`
const NETWORK_RULE = `network must be one of ${BIO_NETWORKS.join(', ')}.`

/** B3: a social block's address: http(s) for the networks, an email address for email, a number for phone. */
export function socialHref(network: BioNetwork, value: string): string | null {
  const v = value.trim()
  if (network === 'email') {
    const address = v.replace(/^mailto:/i, '')
    return EMAIL.test(address) && address.length <= 254 ? `mailto:${address}` : null
  }
  if (network === 'phone') {
    const number = v.replace(/^tel:/i, '')
    return PHONE.test(number) && /\d{3}/.test(number.replace(/\D/g, '')) ? `tel:${number.replace(/[^\d+]/g, '')}` : null
  }
  return httpUrl('url').safeParse(v).success ? v : null
}

const linkBlock = z.object({
  type: z.literal('link'),
  /** B4: the id of a link block this page already has keeps that block's clicks; absent, a new block. */
  id: optionalField(id),
  title: text('title', 1, 100),
  url: httpUrl('url'),
})
const headingBlock = z.object({ type: z.literal('heading'), text: text('text', 1, 100) })
const textBlock = z.object({ type: z.literal('text'), text: text('text', 1, 1000) })
const socialBlock = z
  .object({
    type: z.literal('social'),
    network: z.enum(BIO_NETWORKS, { error: NETWORK_RULE }),
    url: z.string({ error: 'url is required.' }).trim().max(2000, 'url must be at most 2000 characters.'),
  })
  .transform((b, ctx) => {
    const href = socialHref(b.network, b.url)
    if (href !== null) return { ...b, url: href }
    const rule =
      b.network === 'email'
        ? 'url must be an email address like name@example.com.'
        : b.network === 'phone'
          ? 'url must be a phone number like +44 20 7946 0000.'
          : 'url must be a full URL starting with http:// or https://.'
    ctx.addIssue({ code: 'custom', message: rule, path: ['url'] })
    return z.NEVER
  })
const imageBlock = z.object({ type: z.literal('image'), url: httpUrl('url'), link: withDefault(httpUrlOrEmpty('link'), '') })

export const bioBlock = z.discriminatedUnion('type', [linkBlock, headingBlock, textBlock, socialBlock, imageBlock], { error: BLOCK_TYPE_RULE })
export type BioBlockInput = z.input<typeof bioBlock>
export type BioBlockData = z.output<typeof bioBlock>

const blocks = z
  .array(bioBlock, { error: (iss) => (iss.input === undefined || iss.input === null ? 'blocks is required.' : 'blocks must be a list of blocks.') })
  .max(BIO_MAX_BLOCKS, `blocks must hold at most ${BIO_MAX_BLOCKS} blocks.`)

const themeInput = z.object(
  Object.fromEntries(BIO_THEME_KEYS.map((k) => [k, optionalField(hexColor6(`theme.${k}`))])) as Record<
    (typeof BIO_THEME_KEYS)[number],
    z.ZodOptional<ReturnType<typeof hexColor6>>
  >,
  { error: 'theme must be an object of {background, text, button, buttonText} colours.' },
)

const fields = {
  name: text('name', 1, 100),
  alias: z.string({ error: 'alias must be a string.' }).trim().regex(ALIAS, 'alias must be 3 to 50 letters, digits, "_" or "-".'),
  domain: optionalText('domain', 255),
  description: optionalText('description', 500),
  avatar: httpUrlOrEmpty('avatar'),
  theme: themeInput,
  buttonStyle: z.enum(BIO_BUTTON_STYLES, { error: `buttonStyle must be one of ${BIO_BUTTON_STYLES.join(', ')}.` }),
  public: z.boolean({ error: 'public must be true or false.' }),
  blocks,
  pixels: z
    .array(z.number({ error: 'pixels must be a list of pixel ids.' }).int('pixels must be a list of pixel ids.').positive('pixels must be a list of pixel ids.'), {
      error: 'pixels must be a list of pixel ids.',
    })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= 50, 'pixels must hold at most 50 pixels.'),
}

const optionalFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, optionalField(v)])) as {
  [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>
}

/** POST /bio/add: only `name` is required. Unknown fields are dropped (D10). */
export const bioCreate = z.object({ ...optionalFields, name: fields.name })
export type BioCreate = z.input<typeof bioCreate>
export type BioCreateData = z.output<typeof bioCreate>

export const bioUpdate = z.object(optionalFields)
export type BioUpdate = z.input<typeof bioUpdate>
export type BioUpdateData = z.output<typeof bioUpdate>

/** B1: the issue names its field and, inside blocks, the block by its number from 1. */
export function bioIssueMessage(issue: { path: readonly PropertyKey[]; message: string }): string {
  const [first, index] = issue.path
  if (first === 'blocks' && typeof index === 'number') return `blocks, block ${index + 1}: ${issue.message}`
  return issue.message
}

export const bioQuery = z.object({
  limit: pagingQuery.shape.limit,
  page: pagingQuery.shape.page,
  q: z.string({ error: 'q must be a string.' }).max(200, 'q must be at most 200 characters.').optional(),
})


const clicks = z.number().int().min(0)
export const bioBlockOut = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), id, title: z.string(), url: z.string(), clicks }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('social'), network: z.enum(BIO_NETWORKS), url: z.string() }),
  z.object({ type: z.literal('image'), url: z.string(), link: z.string() }),
])
export type BioBlock = z.infer<typeof bioBlockOut>

export const bioTheme = z.object(Object.fromEntries(BIO_THEME_KEYS.map((k) => [k, z.string().regex(/^#[0-9a-f]{6}$/)])) as Record<
  (typeof BIO_THEME_KEYS)[number],
  z.ZodString
>)

/** List and get items: `avatar` is the URL given (its copy is what visitors see), "" when none. */
export const bioItem = z.object({
  id,
  name: z.string(),
  alias: z.string(),
  url: z.string(),
  domain: z.string(),
  description: z.string(),
  avatar: z.string(),
  theme: bioTheme,
  buttonStyle: z.enum(BIO_BUTTON_STYLES),
  public: z.boolean(),
  blocks: z.array(bioBlockOut),
  pixels: z.array(id),
  views: clicks,
  clicks,
  date: timestamp,
})
export type BioItem = z.infer<typeof bioItem>

export const bioList = listEnvelope('bios', bioItem)
export const bioResponse = z.object({ error: okInt, data: bioItem })
export const bioSaved = z.object({ error: okInt, id, url: z.string() })
