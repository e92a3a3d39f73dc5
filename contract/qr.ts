import { z } from 'zod'
import { email, id, isHttpUrl, optionalField, rgbColor, text, timestamp } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant, okInt, okTolerant } from './envelope.ts'
import { clickStats, clickStatsTolerant } from './statistics.ts'

export const QR_TYPES = ['text', 'link', 'email', 'phone', 'sms', 'wifi', 'vcard'] as const
export const qrType = z.enum(QR_TYPES, { error: `type must be one of ${QR_TYPES.join(', ')}.` })
export type QrType = z.infer<typeof qrType>
/** D28: these encode a tracking URL and count scans; the others encode their payload. */
export const DYNAMIC_QR_TYPES: readonly QrType[] = ['link', 'email', 'phone', 'vcard']
export const isDynamicType = (type: QrType) => DYNAMIC_QR_TYPES.includes(type)

const opt = (field: string, max: number) =>
  optionalField(z.string({ error: `${field} must be a string.` }).trim().max(max, `${field} must be at most ${max} characters.`))
/** Written as people write numbers: spaces, dashes, dots and brackets are dropped, "00" is "+". */
export const normalisePhone = (v: string) => v.trim().replace(/[\s().-]/g, '').replace(/^00/, '+')
const phoneNumber = (field: string) =>
  z
    .string({ error: (iss) => (iss.input == null ? `${field} is required.` : `${field} must be a string.`) })
    .overwrite(normalisePhone)
    .refine((v) => v !== '', { message: `${field} is required.`, abort: true })
    .refine((v) => v.startsWith('+'), {
      message: `${field} must start with "+" and the country code (1 for the US and Canada, 44 for the UK, 49 for Germany), like +1 415 555 0100.`,
      abort: true,
    })
    .refine((v) => /^\+\d*$/.test(v), {
      message: `${field} must hold only digits after the "+"; spaces, dashes, dots and brackets are fine.`,
      abort: true,
    })
    .refine((v) => /^\+\d{6,15}$/.test(v), `${field} must have 6 to 15 digits with the country code, like +1 415 555 0100.`)
const objectMsg = (field: string) => ({
  error: (iss: { input?: unknown }) => (iss.input == null ? `${field} is required.` : `${field} must be an object.`),
})

export const qrTextData = text('data', 1, 2000)
export const qrLinkData = z
  .string({ error: (iss) => (iss.input == null ? 'data is required.' : 'data must be a string.') })
  .trim()
  .max(2000, 'data must be at most 2000 characters.')
  .refine(isHttpUrl, 'data must be a full URL starting with http:// or https://.')
export const qrEmailData = z.union(
  [
    email('data'),
    z.object(
      { email: email('data.email'), subject: opt('data.subject', 200), body: opt('data.body', 1000) },
      objectMsg('data'),
    ),
  ],
  { error: 'data must be an email address or {email, subject?, body?}.' },
)
export const qrPhoneData = phoneNumber('data')
export const qrSmsData = z.object({ phone: phoneNumber('data.phone'), message: opt('data.message', 500) }, objectMsg('data'))
export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const
export const qrWifiData = z.object(
  {
    ssid: text('data.ssid', 1, 32),
    pass: opt('data.pass', 63),
    encryption: z.enum(WIFI_ENCRYPTIONS, { error: 'data.encryption must be WPA, WEP or nopass.' }),
  },
  objectMsg('data'),
)
export const qrVcardData = z
  .object(
    {
      fname: opt('data.fname', 100),
      lname: opt('data.lname', 100),
      org: opt('data.org', 100),
      phone: opt('data.phone', 30),
      cell: opt('data.cell', 30),
      email: optionalField(z.union([z.literal(''), email('data.email')], { error: 'data.email must be a string.' })),
      site: optionalField(
        z
          .string({ error: 'data.site must be a string.' })
          .trim()
          .refine((v) => v === '' || isHttpUrl(v), 'data.site must be a full URL starting with http:// or https://.'),
      ),
      street: opt('data.street', 200),
      city: opt('data.city', 100),
      state: opt('data.state', 100),
      zip: opt('data.zip', 20),
      country: opt('data.country', 100),
    },
    objectMsg('data'),
  )
  .refine((v) => Boolean(v.fname || v.lname), { message: 'data.fname or data.lname is required.', path: ['fname'] })

export const qrDataSchemas = {
  text: qrTextData,
  link: qrLinkData,
  email: qrEmailData,
  phone: qrPhoneData,
  sms: qrSmsData,
  wifi: qrWifiData,
  vcard: qrVcardData,
} as const
export type QrData = { [T in QrType]: z.output<(typeof qrDataSchemas)[T]> }

export const qrLogo = z
  .string({ error: 'logo must be a string.' })
  .trim()
  .max(2000, 'logo must be at most 2000 characters.')
  .refine(
    (v) => v === '' || ((isHttpUrl(v) || /^\/?[\w./-]+$/.test(v)) && /\.(png|jpe?g)(\?.*)?$/i.test(v) && !v.includes('..')),
    'logo must be an http(s) URL or a path ending in .png, .jpg or .jpeg.',
  )

/** U14: what POST /qr/logo answers, and the `logo` of a code that uses it (a path, so SPEC's rule holds). */
export const QR_LOGO_UPLOAD = /^qr-logo\/([\w-]{6,64})\.png$/
export const isLogoUpload = (v: string) => QR_LOGO_UPLOAD.test(v.trim())
export const qrLogoUploaded = z.object({ error: okTolerant, logo: z.string().regex(QR_LOGO_UPLOAD, 'logo: the answer is not an uploaded logo.') })

const appearance = {
  background: optionalField(rgbColor('background')),
  foreground: optionalField(rgbColor('foreground')),
  logo: optionalField(qrLogo),
  name: optionalField(text('name', 1, 100)),
}

export const qrCreate = z.discriminatedUnion(
  'type',
  QR_TYPES.map((t) => z.object({ type: z.literal(t), data: qrDataSchemas[t], ...appearance })) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<'text'>; data: typeof qrTextData } & typeof appearance>,
    z.ZodObject<{ type: z.ZodLiteral<'link'>; data: typeof qrLinkData } & typeof appearance>,
    z.ZodObject<{ type: z.ZodLiteral<'email'>; data: typeof qrEmailData } & typeof appearance>,
    z.ZodObject<{ type: z.ZodLiteral<'phone'>; data: typeof qrPhoneData } & typeof appearance>,
    z.ZodObject<{ type: z.ZodLiteral<'sms'>; data: typeof qrSmsData } & typeof appearance>,
    z.ZodObject<{ type: z.ZodLiteral<'wifi'>; data: typeof qrWifiData } & typeof appearance>,
    z.ZodObject<{ type: z.ZodLiteral<'vcard'>; data: typeof qrVcardData } & typeof appearance>,
  ],
  { error: `type must be one of ${QR_TYPES.join(', ')}.` },
)
export type QrCreate = z.input<typeof qrCreate>

/** D30: the type is fixed; the server validates `data` with the stored type's schema. */
export const qrUpdate = z.object({ data: optionalField(z.unknown()), ...appearance })
export type QrUpdate = z.input<typeof qrUpdate>

export const DEFAULT_QR_NAME = 'Untitled QR'
export const DEFAULT_BACKGROUND = 'rgb(255,255,255)'
export const DEFAULT_FOREGROUND = 'rgb(0,0,0)'

export const qr = z.object({ id, link: z.string(), scans: z.number().int().min(0), name: z.string(), date: timestamp })
export type Qr = z.infer<typeof qr>

/** D27a: our server's `details` add what the edit form needs; `content` is the `data` it was created with. */
export const qrDetails = qr.extend({
  type: qrType,
  content: z.unknown(),
  background: z.string(),
  foreground: z.string(),
  logo: z.string(),
  /** D28c: what a dynamic code encodes and counts (a static code has none). */
  trackingurl: z.string().optional(),
})
export type QrDetails = z.infer<typeof qrDetails>

export const qrTolerant = z
  .looseObject({
    id: z.coerce.number().int(),
    link: z.string().catch(''),
    scans: z.coerce.number().int().catch(0),
    name: z.string().catch(''),
    date: z.string().optional(),
    data: z.unknown().optional(),
    type: z.string().optional(),
    content: z.unknown().optional(),
    background: z.string().optional(),
    foreground: z.string().optional(),
    logo: z.string().optional(),
    trackingurl: z.string().optional(),
  })
  // The live service may put the record's date under `data`.
  .transform(({ data, ...q }) => ({ ...q, date: q.date ?? (typeof data === 'string' ? data : '') }))
export type QrView = z.output<typeof qrTolerant>

export const qrList = listEnvelope('qrs', qr)
export const qrListTolerant = listEnvelopeTolerant(['qrs'], qrTolerant)

export { SOCIAL_NETWORKS, qrStats, qrStatsTolerant } from './statistics.ts'
export type { QrStats, QrStatsView } from './statistics.ts'

export const qrResponse = z.object({ error: okInt, details: qrDetails, data: clickStats })
export const qrResponseTolerant = z.looseObject({ error: okTolerant, details: qrTolerant, data: clickStatsTolerant })

export const qrCreated = z.object({ error: okInt, id, link: z.string() })
export const qrCreatedTolerant = z.looseObject({ error: okTolerant, id: z.coerce.number().int(), link: z.string().optional() })

export const QR_UPDATED = 'QR has been updated successfully.'
export const QR_DELETED = 'QR Code has been deleted successfully.'
