import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { DEFAULT_BACKGROUND, DEFAULT_FOREGROUND, isLogoUpload, normalisePhone, qrCreate, qrUpdate, type QrType } from '@contract/qr'
import { isHttpUrl } from '@contract/wire'
import { toApiColour } from './colors'

type Text = Record<string, string>
export interface QrContent {
  text: string
  link: string
  email: { email: string; subject: string; body: string }
  phone: string
  sms: { phone: string; message: string }
  wifi: { ssid: string; pass: string; encryption: string }
  vcard: Record<(typeof VCARD_KEYS)[number], string>
}

export interface QrFormValues {
  type: QrType
  content: QrContent
  name: string
  logo: string
  background: string
  foreground: string
}

const VCARD_KEYS = ['fname', 'lname', 'org', 'phone', 'cell', 'email', 'site', 'street', 'city', 'state', 'zip', 'country'] as const

const emptyContent = (): QrContent => ({
  text: '',
  link: '',
  email: { email: '', subject: '', body: '' },
  phone: '',
  sms: { phone: '', message: '' },
  wifi: { ssid: '', pass: '', encryption: 'WPA' },
  vcard: Object.fromEntries(VCARD_KEYS.map((k) => [k, ''])) as QrContent['vcard'],
})

export function qrFormValues(type: QrType = 'link', content?: unknown, look: Partial<QrFormValues> = {}): QrFormValues {
  const drafts = emptyContent()
  const empty = drafts[type]
  const source = type === 'email' && typeof content === 'string' ? { email: content } : content
  if (typeof empty === 'string') {
    if (typeof source === 'string') (drafts as unknown as Text)[type] = source
  } else if (source !== null && typeof source === 'object') {
    const given = source as Record<string, unknown>
    for (const key of Object.keys(empty)) if (typeof given[key] === 'string') (empty as Text)[key] = given[key]
  }
  return { type, content: drafts, name: '', logo: '', background: DEFAULT_BACKGROUND, foreground: DEFAULT_FOREGROUND, ...look }
}

export type QrFormMode = 'create' | 'edit' | 'look'

// Creating: a blank name means the default and a blank logo none. Editing: a blank logo removes it, a blank name is refused.
function toBody(v: QrFormValues, mode: QrFormMode) {
  const creating = mode === 'create'
  return {
    ...(mode !== 'look' && { type: v.type, data: v.content[v.type] }),
    background: toApiColour(v.background),
    foreground: toApiColour(v.foreground),
    logo: creating && v.logo.trim() === '' ? undefined : v.logo,
    name: creating && v.name.trim() === '' ? undefined : v.name,
  }
}

const lookSchema = qrUpdate.omit({ data: true })
export type QrFormOutput = z.output<typeof qrCreate> | z.output<typeof lookSchema>

/** The form field of a body path (`data.phone` of an SMS code is `content.sms.phone`); null when no single input holds it. */
export function formPath(type: QrType, path: readonly PropertyKey[]): string | null {
  const [head, ...rest] = path.map(String)
  if (head !== 'data') return [head, ...rest].join('.')
  if (rest.length > 0) return ['content', type, ...rest].join('.')
  // The email type's data may fail as a whole; its address field is where that belongs.
  if (type === 'email') return 'content.email.email'
  return typeof emptyContent()[type] === 'string' ? `content.${type}` : null
}

/** Issue 40 item 6: our server fetches only an http(s) address (D27e), so the form asks for that, as its hint says. */
export const LOGO_MESSAGE = 'Enter the full address of a PNG or JPEG image, starting with http:// or https://.'
const CONTRACT_LOGO_RULE = /^logo must be an http\(s\) URL or a path/

export const COLOUR_MESSAGE = 'Enter a colour like #7c3aed or rgb(124,58,237), each rgb value 0 to 255.'
const PHONE_FIELDS = ['content.phone', 'content.sms.phone']

/** A message for the input at `field`: the API's names an API field, and says rgb() while the form takes hex too. */
export function fieldMessage(field: string, message: string): string {
  if (field === 'background' || field === 'foreground') return /^(background|foreground) must be a colour/.test(message) ? COLOUR_MESSAGE : message
  // D27e: "logo could not be downloaded: its address is private." reads as a sentence.
  if (field === 'logo') return CONTRACT_LOGO_RULE.test(message) ? LOGO_MESSAGE : message.replace(/^logo could not/, 'The logo could not')
  if (!PHONE_FIELDS.includes(field)) return message
  const rest = message.replace(/^data(\.phone)? /, '')
  if (rest === message) return message
  if (rest.startsWith('is required')) return 'Enter the phone number, starting with "+" and the country code.'
  const said = rest.replace(/^must (start with|hold|have)/, (_m, verb: string) => ({ 'start with': 'Start with', hold: 'Use', have: 'Give' })[verb]!)
  return said.charAt(0).toUpperCase() + said.slice(1)
}

/** Validation equal to the server's (an edit is checked against the stored type's schema, D30), messages on their fields. */
export function qrFormResolver(mode: QrFormMode, keptLogo = ''): Resolver<QrFormValues, unknown, QrFormOutput> {
  return async (values) => {
    const result = (mode === 'look' ? lookSchema : qrCreate).safeParse(toBody(values, mode))
    // A path the live service stored may stay; a newly typed logo must be one our server can fetch.
    const logo = values.logo.trim()
    const badLogo = logo !== '' && logo !== keptLogo && !isHttpUrl(logo) && !isLogoUpload(logo)
    if (result.success && !badLogo) return { values: result.data, errors: {} }
    const errors: FieldErrors<QrFormValues> = {}
    const seen = new Set<string>()
    if (badLogo) {
      seen.add('logo')
      errors.logo = { type: 'custom', message: LOGO_MESSAGE }
    }
    if (result.success) return { values: {}, errors }
    for (const issue of result.error.issues) {
      const field = formPath(values.type, issue.path) ?? 'root.data'
      if (seen.has(field)) continue
      seen.add(field)
      set(errors, field, { type: issue.code, message: fieldMessage(field, issue.message) })
    }
    return { values: {}, errors }
  }
}

export function serverFields(type: QrType): string[] {
  const data = qrFormValues(type).content[type]
  const keys = typeof data === 'string' ? [] : Object.keys(data).map((k) => `data.${k}`)
  return ['name', 'logo', 'background', 'foreground', 'data', ...keys]
}

export function previewData(type: QrType, content: QrContent): QrContent[QrType] {
  if (type === 'phone') return normalisePhone(content.phone)
  if (type === 'sms') return { ...content.sms, phone: normalisePhone(content.sms.phone) }
  return content[type]
}

export function compactData<D>(data: D): D {
  if (data === null || typeof data !== 'object') return data
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== undefined)) as D
}
