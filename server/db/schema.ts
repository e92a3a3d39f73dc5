import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ClickBatch } from '../clicks/click-batch.ts'

const created = () => timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const owner = () => integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' })

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash'),
  apiKeyHash: text('api_key_hash').notNull().unique(),
  plan: text('plan').notNull().default('free'),
  expires: timestamp('expires', { withTimezone: true, mode: 'date' }),
  rateLimit: integer('rate_limit'),
  fileQuotaMb: integer('file_quota_mb'),
  created: created(),
}, (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)])

export const domains = pgTable('domains', {
  id: serial('id').primaryKey(),
  userId: owner(),
  // A1: the URL with the preferred scheme; `host` is what the router matches.
  domain: text('domain').notNull(),
  host: text('host').notNull(),
  redirectRoot: text('redirect_root').notNull().default(''),
  redirect404: text('redirect_404').notNull().default(''),
  status: text('status').$type<'pending' | 'verified'>().notNull().default('pending'),
  token: text('token').notNull(),
  checked: timestamp('checked', { withTimezone: true, mode: 'date' }),
  created: created(),
}, (t) => [
  index('domains_user').on(t.userId, t.id),
  uniqueIndex('domains_host').on(t.host).where(sql`${t.status} = 'verified'`),
  uniqueIndex('domains_user_host').on(t.userId, t.host),
  index('domains_pending').on(t.checked).where(sql`${t.status} = 'pending'`),
])

/** A5: one alias per host across links and files, kept by triggers on both tables. */
export const aliasClaims = pgTable('alias_claims', {
  place: text('place').notNull(),
  alias: text('alias').notNull(),
  kind: text('kind').notNull(),
  refId: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.place, t.alias], name: 'alias_claims_pkey' })])

export const overlays = pgTable('overlays', {
  id: serial('id').primaryKey(),
  userId: owner(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  created: created(),
}, (t) => [index('overlays_user').on(t.userId, t.id)])

export const overlayMessages = pgTable('overlay_messages', {
  id: serial('id').primaryKey(),
  overlayId: integer('overlay_id').notNull().references(() => overlays.id, { onDelete: 'cascade' }),
  userId: owner(),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  created: created(),
}, (t) => [index('overlay_messages_overlay').on(t.overlayId, t.id)])

export const splashPages = pgTable('splash_pages', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  created: created(),
}, (t) => [index('splash_user').on(t.userId, t.id)])

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  slug: text('slug').unique(),
  public: boolean('public').notNull().default(false),
  // R2: no longer written (each instance keeps its turn in memory); kept so no migration is needed.
  rotatorNext: integer('rotator_next').notNull().default(0),
  created: created(),
}, (t) => [index('campaigns_user').on(t.userId, t.id), uniqueIndex('campaigns_user_name').on(t.userId, t.name)])

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  userId: owner(),
  kind: text('kind').notNull().default('links'),
  // D28a: the link a dynamic QR code owns, not listed under /urls.
  qr: boolean('qr').notNull().default(false),
  alias: text('alias').notNull(),
  custom: boolean('custom').notNull().default(false),
  domain: text('domain'),
  longUrl: text('long_url').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  passwordHash: text('password_hash'),
  expiry: timestamp('expiry', { precision: 3, mode: 'string' }),
  type: text('type').notNull().default('direct'),
  status: text('status').notNull().default('private'),
  metaTitle: text('meta_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  metaImage: text('meta_image').notNull().default(''),
  geoTarget: jsonb('geo_target').$type<{ location: string; link: string }[]>().notNull().default([]),
  deviceTarget: jsonb('device_target').$type<{ device: string; link: string }[]>().notNull().default([]),
  languageTarget: jsonb('language_target').$type<{ language: string; link: string }[]>().notNull().default([]),
  parameters: jsonb('parameters').$type<{ name: string; value: string }[]>().notNull().default([]),
  campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
  // L4f: kept by the fold (lastClick by G3's trigger), never by the application.
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  uniqueClicks: bigint('unique_clicks', { mode: 'number' }).notNull().default(0),
  archived: boolean('archived').notNull().default(false),
  lastClick: timestamp('last_click', { withTimezone: true, mode: 'date' }),
  created: created(),
}, (t) => [
  index('links_user').on(t.userId, t.id),
  index('links_user_last_click').on(t.userId, sql`${t.lastClick} DESC NULLS LAST`, sql`${t.id} DESC`),
  index('links_user_domain').on(t.userId, sql`coalesce(${t.domain}, '')`, t.id),
  index('links_user_expiry').on(t.userId, t.expiry).where(sql`${t.expiry} IS NOT NULL`),
  index('links_user_protected').on(t.userId, t.id).where(sql`${t.passwordHash} IS NOT NULL`),
  index('links_user_targeted').on(t.userId, t.id).where(sql`geo_target <> '[]'::jsonb OR device_target <> '[]'::jsonb OR language_target <> '[]'::jsonb`),
  index('links_user_archived').on(t.userId, t.id).where(sql`${t.archived}`),
  index('links_user_no_campaign').on(t.userId, t.id).where(sql`${t.campaignId} IS NULL`),
  index('links_user_clicks').on(t.userId, t.clicks, t.id),
  index('links_campaign').on(t.campaignId, t.id),
  index('links_listed').on(t.userId, t.id).where(sql`kind = 'links' AND NOT qr AND NOT archived`),
  index('links_listed_clicks').on(t.userId, t.clicks, t.id).where(sql`kind = 'links' AND NOT qr AND NOT archived`),
  index('links_search').using('gin', sql`(${t.longUrl} || ' ' || ${t.alias} || ' ' || ${t.title}) gin_trgm_ops`),
  uniqueIndex('links_host_alias').on(sql`coalesce(${t.domain}, '')`, t.alias),
])

export const linkTotals = pgTable('link_totals', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  links: bigint('links', { mode: 'number' }).notNull().default(0),
  listed: bigint('listed', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  unassigned: bigint('unassigned', { mode: 'number' }).notNull().default(0),
  undomained: bigint('undomained', { mode: 'number' }).notNull().default(0),
})

/** G7: old short URLs kept as redirects to their link. */
export const linkAliases = pgTable('link_aliases', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  host: text('host').notNull().default(''),
  alias: text('alias').notNull(),
  created: created(),
}, (t) => [uniqueIndex('link_aliases_host_alias').on(t.host, t.alias), index('link_aliases_link').on(t.linkId)])

export const linkPixels = pgTable('link_pixels', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  pixelId: integer('pixel_id').notNull().references(() => pixels.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ columns: [t.linkId, t.pixelId] }), index('link_pixels_pixel').on(t.pixelId)])

export const directories = pgTable('directories', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull().default('#64748b'),
  starred: boolean('starred').notNull().default(false),
  created: created(),
}, (t) => [index('directories_user').on(t.userId, t.id), uniqueIndex('directories_user_name').on(t.userId, sql`lower(${t.name})`)])

export const directoryItems = pgTable('directory_items', {
  directoryId: integer('directory_id').notNull().references(() => directories.id, { onDelete: 'cascade' }),
  itemType: text('item_type').notNull(),
  itemId: integer('item_id').notNull(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.directoryId, t.itemType, t.itemId] }), index('directory_items_item').on(t.itemType, t.itemId, t.directoryId)])

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  extension: text('extension'),
  alias: text('alias').notNull().unique(),
  domain: text('domain'),
  storageName: text('storage_name').notNull(),
  size: integer('size').notNull(),
  passwordHash: text('password_hash'),
  expiry: date('expiry', { mode: 'string' }),
  maxDownloads: integer('max_downloads'),
  downloads: integer('downloads').notNull().default(0),
  created: created(),
}, (t) => [index('files_user').on(t.userId, t.id)])

export const pixels = pgTable('pixels', {
  id: serial('id').primaryKey(),
  userId: owner(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  tag: text('tag').notNull(),
  created: created(),
}, (t) => [index('pixels_user').on(t.userId, t.id), uniqueIndex('pixels_user_type_tag').on(t.userId, t.type, t.tag)])

export const qrCodes = pgTable('qr_codes', {
  id: serial('id').primaryKey(),
  userId: owner(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  background: text('background').notNull(),
  foreground: text('foreground').notNull(),
  logo: text('logo').notNull().default(''),
  name: text('name').notNull(),
  token: text('token').notNull().unique(),
  linkId: integer('link_id').references(() => links.id, { onDelete: 'set null' }),
  scans: integer('scans').notNull().default(0),
  created: created(),
}, (t) => [index('qr_user').on(t.userId, t.id), index('qr_link').on(t.linkId)])

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array.
  fromDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
})

export const qrLogos = pgTable('qr_logos', {
  qrId: integer('qr_id').primaryKey().references(() => qrCodes.id, { onDelete: 'cascade' }),
  png: bytea('png').notNull(),
  sha: text('sha').notNull(),
})

export const bioPages = pgTable('bio_pages', {
  linkId: integer('link_id').primaryKey().references(() => links.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  avatarPng: bytea('avatar_png'),
  avatarSha: text('avatar_sha'),
  theme: jsonb('theme').$type<Record<string, string>>().notNull(),
  buttonStyle: text('button_style').notNull().default('rounded'),
  public: boolean('public').notNull().default(true),
  blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
})

const clickColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  country: text('country').notNull().default(''),
  referrer: text('referrer').notNull(),
  browser: text('browser').notNull(),
  os: text('os').notNull(),
  language: text('language').notNull().default(''),
  visitor: text('visitor').notNull(),
  device: text('device').notNull().default(''),
})

// The click engine (L4b): click_events holds the clicks before 0006 (D29c), click_pending the batches, click_journal L4j's position.
export const clickEvents = pgTable('click_events', clickColumns(), (t) => [index('click_events_link_at').on(t.linkId, t.at)])

export const clickPending = pgTable('click_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  clicks: jsonb('clicks').$type<ClickBatch>().notNull(),
})

export const clickJournal = pgTable('click_journal', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  position: bigint('position', { mode: 'number' }).notNull(),
})

export const clickTotals = pgTable('click_totals', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  dimension: text('dimension').notNull(),
  value: text('value').notNull(),
  clicks: integer('clicks').notNull(),
}, (t) => [primaryKey({ columns: [t.linkId, t.dimension, t.value] })])

export const clickDays = pgTable('click_days', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  clicks: integer('clicks').notNull(),
}, (t) => [primaryKey({ columns: [t.linkId, t.day] })])

export const clickVisitors = pgTable('click_visitors', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  visitor: text('visitor').notNull(),
}, (t) => [primaryKey({ columns: [t.linkId, t.visitor] })])

// The statistics' tables below: T1 (click_hours, click_hits), T17, T20-T43 (the rollups), in docs/decisions/clicks.md.
export const clickHours = pgTable('click_hours', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  country: text('country').notNull(),
  referrer: text('referrer').notNull(),
  browser: text('browser').notNull(),
  os: text('os').notNull(),
  language: text('language').notNull(),
  device: text('device').notNull(),
  clicks: integer('clicks').notNull(),
}, (t) => [
  // T10: the key also INCLUDEs clicks (0017's SQL; drizzle cannot say it).
  primaryKey({ name: 'click_hours_pk', columns: [t.linkId, t.at, t.country, t.referrer, t.browser, t.os, t.language, t.device] }),
  index('click_hours_at').on(t.at),
])

export const clickHits = pgTable('click_hits', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  visitor: text('visitor').notNull(),
  country: text('country').notNull(),
  referrer: text('referrer').notNull(),
  browser: text('browser').notNull(),
  os: text('os').notNull(),
  language: text('language').notNull(),
  device: text('device').notNull(),
  clicks: integer('clicks').notNull(),
  vid: bigint('vid', { mode: 'number' }).generatedAlwaysAs(sql`hashtextextended(visitor, 0)`),
}, (t) => [index('click_hits_link_cover').on(t.linkId, t.at), index('click_hits_at').on(t.at)])

export const clickRollups = pgTable('click_rollups', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  clicks: bigint('clicks', { mode: 'number' }).notNull(),
  maps: jsonb('maps').notNull(),
  visitors: bytea('visitors').notNull(),
  stale: boolean('stale').notNull().default(false),
}, (t) => [
  primaryKey({ name: 'click_rollups_pk', columns: [t.linkId, t.day] }),
  index('click_rollups_stale').on(t.day).where(sql`stale`),
  index('click_rollups_user').on(t.userId, t.day),
  index('click_rollups_day').on(t.day, t.linkId),
])

export const clickWeekRollups = pgTable('click_week_rollups', {
  linkId: integer('link_id').notNull().references(() => links.id, { onDelete: 'cascade' }),
  week: date('week', { mode: 'string' }).notNull(),
  clicks: bigint('clicks', { mode: 'number' }).notNull(),
  maps: jsonb('maps').notNull(),
  visitors: bytea('visitors').notNull(),
}, (t) => [primaryKey({ name: 'click_week_rollups_pk', columns: [t.linkId, t.week] })])

export const clickRolledWeeks = pgTable('click_rolled_weeks', {
  week: date('week', { mode: 'string' }).primaryKey(),
  done: boolean('done').notNull().default(false),
})

export const clickAccountRollups = pgTable('click_account_rollups', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  clicks: bigint('clicks', { mode: 'number' }).notNull(),
  maps: jsonb('maps').notNull(),
  visitors: bytea('visitors').notNull(),
  stale: boolean('stale').notNull().default(false),
  valued: boolean('valued').notNull().default(false),
  gen: integer('gen').notNull().default(0),
  hourly: boolean('hourly').notNull().default(false),
}, (t) => [
  primaryKey({ name: 'click_account_rollups_pk', columns: [t.userId, t.day] }),
  index('click_account_rollups_stale').on(t.day).where(sql`stale`),
  index('click_account_rollups_unvalued').on(t.day).where(sql`not valued`),
  index('click_account_rollups_unhourly').on(t.day).where(sql`not hourly`),
])

export const clickAccountValueRollups = pgTable('click_account_value_rollups', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dim: text('dim').notNull(),
  value: text('value').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  clicks: bigint('clicks', { mode: 'number' }).notNull(),
  maps: jsonb('maps').notNull(),
  visitors: bytea('visitors').notNull(),
}, (t) => [primaryKey({ name: 'click_account_value_rollups_pk', columns: [t.userId, t.dim, t.value, t.day] })])

export const clickRolledDays = pgTable('click_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  owner: text('owner').notNull(),
  beat: timestamp('beat', { withTimezone: true, mode: 'date' }).notNull(),
  done: boolean('done').notNull().default(false),
})

export const clickDetailSince = pgTable('click_detail_since', {
  id: integer('id').primaryKey().default(1),
  since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull(),
}, () => [check('click_detail_since_one', sql`id = 1`)])
