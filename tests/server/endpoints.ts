import type { z } from 'zod'
import {
  accountResponse,
  campaignList,
  campaignSaved,
  channelList,
  createdEnvelope,
  directoryCreated,
  directoryItemList,
  directoryList,
  domainList,
  fileList,
  fileUploaded,
  linkList,
  linkSaved,
  overlayList,
  pixelList,
  qrCreated,
  qrList,
  splashList,
} from '../../contract/index.ts'

// A new resource is one entry here, and every suite covers it. Routes as in SPEC.md, each id as `:<kind>`.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** What a user can own: the resources below, plus bio pages (D31: no API yet, inserted as fixtures). */
export type Kind = 'domain' | 'campaign' | 'directory' | 'pixel' | 'qr' | 'link' | 'bio' | 'file' | 'overlay' | 'splash'

let unique = 0
export const uniq = () => `${Date.now().toString(36)}${(unique++).toString(36)}`

/** Plausible valid values of each kind of body field, so a request with one hostile field still reaches the others. */
export const FIELD_VALUES = {
  email: () => [`fuzz-${uniq()}@example.com`],
  password: () => ['correct horse battery'],
  domain: () => [`https://f${uniq()}.example.com`],
  // null is "not given" for an optional field (D10a): a valid value wherever the field is optional.
  redirectroot: () => ['https://example.com/root', '', null],
  redirect404: () => ['https://example.com/404', '', null],
  name: () => ['Fuzz name'],
  slug: () => [`fuzz-${uniq()}`, '', null],
  public: () => [true, false, null],
  starred: () => [true, false, null],
  description: () => ['A description'],
  color: () => ['#abc', '#1e90ff', null],
  ptype: () => ['twitterpixel', 'gtmpixel', 'fbpixel'],
  tag: () => [`tag-${uniq()}`, 'GTM-FUZZ1', '1234567'],
  qtype: () => ['text', 'link', 'email', 'phone', 'sms', 'wifi', 'vcard'],
  data: () => ['some text', 'https://example.com/q', 'a@example.com', '+14155550100', { phone: '+14155550100' }, { ssid: 'Net', encryption: 'WPA' }, { fname: 'Ann' }],
  background: () => ['rgb(255,255,255)', null],
  foreground: () => ['rgb(0,0,0)', null],
  logo: () => ['https://example.com/logo.png', '', null],
  // Short links (LINKS.md L2).
  url: () => [`https://fuzz-${uniq()}.example.com/page?x=1`],
  alias: () => [`fz-${uniq()}`],
  /** The public host: a branded domain must be the caller's own, which a static value cannot name. */
  linkdomain: () => [''],
  expiry: () => ['2099-12-31', ''],
  /** A file's download limit (D26d): 0 removes it. */
  maxdownloads: () => [5, 0, null],
  ltype: () => ['direct', 'frame', 'splash'],
  lstatus: () => ['public', 'private'],
  metatitle: () => ['Fuzz title', ''],
  metadescription: () => ['Fuzz meta description', ''],
  metaimage: () => ['https://example.com/preview.png', ''],
  geotarget: () => [[{ location: 'US', link: 'https://example.com/us' }], [{ location: 'Germany', link: 'https://example.com/de' }], []],
  devicetarget: () => [[{ device: 'iphone', link: 'https://example.com/ios' }], []],
  languagetarget: () => [[{ language: 'fr', link: 'https://example.com/fr' }], []],
  parameters: () => [[{ name: 'utm_source', value: 'fuzz' }], []],
  /** The caller's own pixel ids are not known here: none. */
  pixels: () => [[]],
  /** Out of any campaign. */
  lcampaign: () => [null, 0],
  // Overlays and splash pages (issue 19, D41).
  otype: () => ['message'],
  otext: () => ['Half price today'],
  title: () => ['A title'],
  label: () => ['Shop now', '', null],
  optionalurl: () => ['https://example.com/offer', '', null],
  hex6: () => ['#1e90ff', null],
  countdown: () => [0, 5, 30, null],
} satisfies Record<string, () => unknown[]>
export type FieldKind = keyof typeof FIELD_VALUES
export type Fields = Record<string, FieldKind>
export type Body = Record<string, unknown>

export interface Resource {
  name: string
  page: string
  /** The kind of its ids (`:<kind>` in its routes) and its table, when it has ids. */
  kind?: Kind
  table?: string
  /** A single answer without an id (the account); D5: POST answers like GET. */
  read?: { path: string; schema: z.ZodType }
  /** The paged list; `bare` when the counters are not wrapped in `data` (the files list). */
  list?: { path: string; key: string; schema: z.ZodType; bare?: boolean }
  /** One by id; `items` when that answer is itself a paged list. */
  get?: { path: string; items?: { key: string; schema: z.ZodType } }
  /** A create with a JSON body: `body(tag)` is a valid one whose names and URLs carry the tag. */
  add?: { path: string; body: (tag: string) => Body; answer: z.ZodType<{ id: number }>; fields: Fields }
  /** A create whose request body is the raw bytes (D26). */
  upload?: { path: string; filename: (tag: string) => string; answer: z.ZodType<{ id: number }> }
  update?: { path: string; body: Body; fields: Fields }
  delete?: string
  /** The 404 message of an id the caller does not own (D9: the same as one that does not exist). */
  missing?: string
  /** Routes that put an item into this resource: `types` names each item kind in `:type`, if the route has one. */
  assign?: { path: string; types: Partial<Record<Kind, string>>; missing: string; unassign?: string }
  /** Other routes (X2): `id` ones take this resource's id and answer `missing` for another's; the rest are POSTs without one. */
  actions?: { id?: { method: Method; path: string }[]; posts?: string[] }
}

export const slugOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9-]+/g, '-')

/** Every body field of a short link (LINKS.md L2); `deeplink` and `channel` are accepted and ignored. */
const LINK_FIELDS: Fields = {
  url: 'url',
  custom: 'alias',
  domain: 'linkdomain',
  password: 'password',
  expiry: 'expiry',
  type: 'ltype',
  metatitle: 'metatitle',
  metadescription: 'metadescription',
  metaimage: 'metaimage',
  description: 'description',
  status: 'lstatus',
  geotarget: 'geotarget',
  devicetarget: 'devicetarget',
  languagetarget: 'languagetarget',
  parameters: 'parameters',
  pixels: 'pixels',
  campaign: 'lcampaign',
}

const OVERLAY_FIELDS: Fields = { type: 'otype', name: 'name', text: 'otext', buttonlabel: 'label', buttonurl: 'optionalurl', bgcolor: 'hex6', textcolor: 'hex6', buttoncolor: 'hex6' }
const SPLASH_FIELDS: Fields = { name: 'name', title: 'title', text: 'description', image: 'optionalurl', buttonlabel: 'label', buttonurl: 'optionalurl', countdown: 'countdown' }

export const RESOURCES: Resource[] = [
  {
    name: 'account',
    page: '/app/account',
    read: { path: '/account', schema: accountResponse },
    update: { path: '/account/update', body: { email: 'changed@example.org' }, fields: { email: 'email', password: 'password', currentPassword: 'password' } },
  },
  {
    name: 'domains',
    page: '/app/domains',
    kind: 'domain',
    table: 'domains',
    list: { path: '/domains', key: 'domains', schema: domainList },
    add: {
      path: '/domain/add',
      body: (tag) => ({ domain: `https://${slugOf(tag)}-brand.example.com`, redirectroot: `https://${slugOf(tag)}-root.example.com` }),
      answer: createdEnvelope,
      fields: { domain: 'domain', redirectroot: 'redirectroot', redirect404: 'redirect404' },
    },
    update: { path: '/domain/:domain/update', body: { redirectroot: 'https://updated.example.com', redirect404: '' }, fields: { redirectroot: 'redirectroot', redirect404: 'redirect404' } },
    delete: '/domain/:domain/delete',
    missing: 'Domain not found.',
  },
  {
    name: 'links',
    page: '/app/links',
    kind: 'link',
    table: 'links',
    list: { path: '/urls', key: 'urls', schema: linkList },
    get: { path: '/url/:link' },
    add: {
      path: '/url/add',
      body: (tag) => ({ url: `https://${slugOf(tag)}-long.example.com/1`, custom: `${slugOf(tag)}-alias-1`, metatitle: `${tag} link` }),
      answer: linkSaved,
      fields: LINK_FIELDS,
    },
    update: { path: '/url/:link/update', body: { url: 'https://updated.example.com/page', metatitle: 'Renamed', status: 'public' }, fields: LINK_FIELDS },
    delete: '/url/:link/delete',
    missing: 'Link not found.',
    actions: { id: [{ method: 'POST', path: '/url/:link/duplicate' }], posts: ['/urls/aliases'] },
  },
  {
    name: 'overlays',
    page: '/app/overlays',
    kind: 'overlay',
    table: 'overlays',
    list: { path: '/overlay', key: 'cta', schema: overlayList },
    get: { path: '/overlay/:overlay' },
    add: {
      path: '/overlay/add',
      body: (tag) => ({ type: 'message', name: `${tag} overlay`, text: `${tag} offer`, buttonurl: `https://${slugOf(tag)}-offer.example.com/` }),
      answer: createdEnvelope,
      fields: OVERLAY_FIELDS,
    },
    update: { path: '/overlay/:overlay/update', body: { name: 'Renamed', text: 'Updated offer' }, fields: OVERLAY_FIELDS },
    delete: '/overlay/:overlay/delete',
    missing: 'Overlay not found.',
  },
  {
    name: 'campaigns',
    page: '/app/campaigns',
    kind: 'campaign',
    table: 'campaigns',
    list: { path: '/campaigns', key: 'campaigns', schema: campaignList },
    add: {
      path: '/campaign/add',
      body: (tag) => ({ name: `${tag} campaign`, slug: `${slugOf(tag)}-rotator`, public: true }),
      answer: campaignSaved,
      fields: { name: 'name', slug: 'slug', public: 'public' },
    },
    update: { path: '/campaign/:campaign/update', body: { name: 'Renamed', slug: 'renamed-slug', public: false }, fields: { name: 'name', slug: 'slug', public: 'public' } },
    delete: '/campaign/:campaign/delete',
    missing: 'Campaign not found.',
    assign: { path: '/campaign/:campaign/assign/:link', types: { link: '', bio: '' }, missing: 'Link not found.', unassign: 'Link not found.' },
  },
  {
    name: 'splash pages',
    page: '/app/splash',
    kind: 'splash',
    table: 'splash_pages',
    list: { path: '/splash', key: 'splash', schema: splashList },
    get: { path: '/splash/:splash' },
    add: {
      path: '/splash/add',
      body: (tag) => ({ name: `${tag} splash`, title: `${tag} welcome`, buttonlabel: 'Go', buttonurl: `https://${slugOf(tag)}-splash.example.com/` }),
      answer: createdEnvelope,
      fields: SPLASH_FIELDS,
    },
    update: { path: '/splash/:splash/update', body: { name: 'Renamed', countdown: 0 }, fields: SPLASH_FIELDS },
    delete: '/splash/:splash/delete',
    missing: 'Splash page not found.',
  },
  {
    name: 'directories',
    page: '/app/directories',
    kind: 'directory',
    table: 'directories',
    list: { path: '/directories', key: 'directories', schema: directoryList },
    get: { path: '/directory/:directory', items: { key: 'items', schema: directoryItemList } },
    add: {
      path: '/directory/add',
      body: (tag) => ({ name: `${tag} dir`, description: `${tag} notes` }),
      answer: directoryCreated,
      fields: { name: 'name', description: 'description', color: 'color', starred: 'starred' },
    },
    update: { path: '/directory/:directory/update', body: { name: 'Renamed', description: 'x', color: '#fff', starred: true }, fields: { name: 'name', description: 'description', color: 'color', starred: 'starred' } },
    delete: '/directory/:directory/delete',
    missing: 'Directory not found.',
    assign: { path: '/directory/:directory/assign/:type/:item', types: { link: 'links', bio: 'bio', qr: 'qr' }, missing: 'Item not found.', unassign: 'Item is not in this directory.' },
  },
  {
    // K5: the live product's names for the directory endpoints, served by the same handlers. Their bodies are
    // the directories' (fuzzed there once); live-clients.test.ts sends /channel/add and /update.
    name: 'channels',
    page: '/app/directories',
    kind: 'directory',
    table: 'directories',
    list: { path: '/channels', key: 'channels', schema: channelList },
    get: { path: '/channel/:directory', items: { key: 'items', schema: directoryItemList } },
    delete: '/channel/:directory/delete',
    missing: 'Directory not found.',
    assign: { path: '/channel/:directory/assign/:type/:item', types: { link: 'links', bio: 'bio', qr: 'qr' }, missing: 'Item not found.', unassign: 'Item is not in this directory.' },
  },
  {
    name: 'files',
    page: '/app/files',
    kind: 'file',
    table: 'files',
    list: { path: '/files', key: 'list', schema: fileList, bare: true },
    upload: { path: '/files/upload/:filename', filename: (tag) => `${slugOf(tag)}-report.txt`, answer: fileUploaded },
    // D26d, beyond SPEC.
    update: {
      path: '/files/:file/update',
      body: { name: 'Renamed report', expiry: '2099-12-31', maxdownloads: 50 },
      fields: { name: 'name', password: 'password', expiry: 'expiry', maxdownloads: 'maxdownloads' },
    },
    delete: '/files/:file/delete',
    missing: 'File not found.',
  },
  {
    name: 'pixels',
    page: '/app/pixels',
    kind: 'pixel',
    table: 'pixels',
    list: { path: '/pixels', key: 'pixels', schema: pixelList },
    add: {
      path: '/pixel/add',
      body: (tag) => ({ type: 'gtmpixel', name: `${tag} pixel`, tag: `GTM-${slugOf(tag).toUpperCase().replace(/[^A-Z0-9]/g, '').slice(-12).padStart(4, '0')}` }),
      answer: createdEnvelope,
      fields: { type: 'ptype', name: 'name', tag: 'tag' },
    },
    update: { path: '/pixel/:pixel/update', body: { name: 'Renamed', tag: 'GTM-UPDATED' }, fields: { name: 'name', tag: 'tag' } },
    delete: '/pixel/:pixel/delete',
    missing: 'Pixel not found.',
  },
  {
    name: 'QR codes',
    page: '/app/qr',
    kind: 'qr',
    table: 'qr_codes',
    list: { path: '/qr', key: 'qrs', schema: qrList },
    get: { path: '/qr/:qr' },
    add: {
      path: '/qr/add',
      body: (tag) => ({ type: 'link', data: `https://${slugOf(tag)}-target.example.com/q`, name: `${tag} code` }),
      answer: qrCreated,
      fields: { type: 'qtype', data: 'data', background: 'background', foreground: 'foreground', logo: 'logo', name: 'name' },
    },
    update: { path: '/qr/:qr/update', body: { name: 'Renamed', data: 'https://updated.example.com' }, fields: { data: 'data', background: 'background', foreground: 'foreground', logo: 'logo', name: 'name' } },
    delete: '/qr/:qr/delete',
    missing: 'QR code not found.',
  },
]

export const resourceOf = (kind: Kind) => RESOURCES.find((r) => r.kind === kind)!
