import { z } from 'zod'
import { countryName } from '@contract/countries'
import {
  linkCreate,
  linkUpdate,
  type DEVICES,
  type LINK_STATUSES,
  type LinkType,
  type LinkCreate,
  type LinkDetailsView,
  withParameters,
} from '@contract/links'
import { isHttpUrl } from '@contract/fields'
import { expiryDay, expiryTime } from '@contract/link-expiry'

export const UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmName = (typeof UTM_NAMES)[number]
export type Device = (typeof DEVICES)[number]
export type PasswordMode = 'keep' | 'change' | 'remove'

export interface LinkFormValues {
  url: string
  custom: string
  domain: string
  description: string
  /** On create only `change`: an empty password then means none. */
  passwordMode: PasswordMode
  password: string
  /** The expiry's day, and its UTC time (K2): '' for the end of the day. */
  expiry: string
  expiryTime: string
  type: LinkType
  /** Not on the form: kept as it is, since an update sends the whole link. */
  status: (typeof LINK_STATUSES)[number] | ''
  geotarget: { location: string; link: string }[]
  devicetarget: { device: Device; link: string }[]
  languagetarget: { language: string; link: string }[]
  utm: Record<UtmName, string>
  parameters: { name: string; value: string }[]
  pixels: string[]
  campaign: string
  metatitle: string
  metadescription: string
  metaimage: string
}

/** What POST /url/add and PUT /url/:id/update are sent: always the whole link (L2a, L5). */
export type LinkBody = LinkCreate

const isUtm = (name: string): name is UtmName => (UTM_NAMES as readonly string[]).includes(name)

export function formValues(details?: LinkDetailsView): LinkFormValues {
  const utm = Object.fromEntries(UTM_NAMES.map((n) => [n, ''])) as Record<UtmName, string>
  const parameters: LinkFormValues['parameters'] = []
  for (const p of details?.parameters ?? []) {
    if (isUtm(p.name) && !utm[p.name]) utm[p.name] = p.value
    else parameters.push(p)
  }
  return {
    url: details?.longurl ?? '',
    custom: details?.alias ?? '',
    domain: details?.domain ?? '',
    description: details?.description ?? '',
    passwordMode: details ? 'keep' : 'change',
    password: '',
    expiry: details?.expiry ? expiryDay(details.expiry) : '',
    expiryTime: details?.expiry ? expiryTime(details.expiry) : '',
    type: details?.type ?? 'direct',
    status: details?.status ?? '',
    geotarget: (details?.geotarget ?? []).map((g) => ({ location: countryName(g.location) === 'Unknown' ? g.location : countryName(g.location), link: g.link })),
    devicetarget: details?.devicetarget ?? [],
    languagetarget: details?.languagetarget ?? [],
    utm,
    parameters,
    pixels: (details?.pixels ?? []).map(String),
    campaign: details?.campaign ? String(details.campaign) : '',
    metatitle: details?.metatitle ?? '',
    metadescription: details?.metadescription ?? '',
    metaimage: details?.metaimage ?? '',
  }
}

const filled = (...values: string[]) => values.some((v) => v.trim() !== '')
const utmRows = (utm: LinkFormValues['utm']) => UTM_NAMES.filter((n) => utm[n].trim()).map((name) => ({ name, value: utm[name].trim() }))
const otherRows = (rows: LinkFormValues['parameters']) =>
  rows.map((p, index) => ({ ...p, index })).filter((p) => filled(p.name, p.value))

export function parametersOf(values: Pick<LinkFormValues, 'utm' | 'parameters'>): { name: string; value: string }[] {
  return [...utmRows(values.utm), ...otherRows(values.parameters).map(({ name, value }) => ({ name: name.trim(), value: value.trim() }))]
}

function expiryOf({ expiry, expiryTime }: Pick<LinkFormValues, 'expiry' | 'expiryTime'>): string {
  if (!expiry || !expiryTime) return expiry
  return `${expiry} ${/^\d{2}:\d{2}$/.test(expiryTime) ? `${expiryTime}:00` : expiryTime}`
}

/** The whole link from the form; on edit the password is left out only when it is kept. */
export function linkBody(values: LinkFormValues, editing: boolean): LinkBody {
  const custom = values.custom.trim()
  const password = !editing
    ? values.password || undefined
    : values.passwordMode === 'keep'
      ? undefined
      : values.passwordMode === 'remove'
        ? ''
        : values.password
  return {
    url: values.url.trim(),
    ...(custom || editing ? { custom } : {}),
    domain: values.domain,
    ...(password === undefined ? {} : { password }),
    expiry: expiryOf(values),
    type: values.type,
    ...(values.status ? { status: values.status } : {}),
    metatitle: values.metatitle,
    metadescription: values.metadescription,
    metaimage: values.metaimage,
    description: values.description,
    geotarget: values.geotarget.filter((g) => filled(g.location, g.link)),
    devicetarget: values.devicetarget.filter((d) => filled(d.link)),
    languagetarget: values.languagetarget.filter((l) => filled(l.language, l.link)),
    parameters: parametersOf(values),
    pixels: values.pixels.map(Number),
    campaign: values.campaign ? Number(values.campaign) : null,
  }
}

type Path = (string | number)[]

/** Where a problem with the body shows on the form: parameters split into UTM fields and rows. */
function formPath(path: readonly PropertyKey[], values: LinkFormValues): Path {
  const [head, index, ...rest] = path as Path
  const rowsOf = { geotarget: values.geotarget, devicetarget: values.devicetarget, languagetarget: values.languagetarget }
  if (head === 'parameters' && typeof index === 'number') {
    const utm = utmRows(values.utm)
    if (index < utm.length) return ['utm', utm[index]!.name]
    const row = otherRows(values.parameters)[index - utm.length]
    return row ? ['parameters', row.index, ...rest] : ['parameters']
  }
  if (head === 'parameters' || head === 'pixels' || head === 'campaign') return [head]
  if (typeof head === 'string' && head in rowsOf) {
    const rows = rowsOf[head as keyof typeof rowsOf] as { location?: string; language?: string; link: string }[]
    const kept = rows.map((r, i) => ({ r, i })).filter(({ r }) => filled(r.location ?? r.language ?? 'x', r.link))
    const row = typeof index === 'number' ? kept[index] : undefined
    return row ? [head, row.i, ...rest] : [head]
  }
  return path as Path
}

export const PASSWORD_NEEDED = 'Type the new password, or choose Keep.'

/** Checks the body the form would send with the contract's own schema, so the messages are the server's. */
export function linkFormSchema(editing: boolean): z.ZodType<LinkBody, LinkFormValues> {
  const contract = editing ? linkUpdate : linkCreate
  return z.custom<LinkFormValues>(() => true).transform((values, ctx) => {
    const body = linkBody(values, editing)
    if (editing && values.passwordMode === 'change' && !values.password)
      ctx.addIssue({ code: 'custom', message: PASSWORD_NEEDED, path: ['password'] })
    const parsed = contract.safeParse(body)
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path, values) })
    return parsed.success ? ({ ...parsed.data, url: parsed.data.url ?? body.url } as LinkBody) : body
  }) as unknown as z.ZodType<LinkBody, LinkFormValues>
}

/** The long URL with the parameters set, as the redirect sends a visitor (L4: a parameter in the URL is replaced). */
export function destinationPreview(url: string, parameters: { name: string; value: string }[]): string {
  try {
    return isHttpUrl(url.trim()) ? withParameters(new URL(url.trim()).toString(), parameters) : ''
  } catch {
    return ''
  }
}
