import { sql } from 'drizzle-orm'
import {
  boolean,
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
  created: created(),
}, (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)])

export const domains = pgTable('domains', {
  id: serial('id').primaryKey(),
  userId: owner(),
  domain: text('domain').notNull().unique(),
  redirectRoot: text('redirect_root').notNull().default(''),
  redirect404: text('redirect_404').notNull().default(''),
  created: created(),
}, (t) => [index('domains_user').on(t.userId, t.id)])

export const overlays = pgTable('overlays', {
  id: serial('id').primaryKey(),
  userId: owner(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  created: created(),
}, (t) => [index('overlays_user').on(t.userId, t.id)])

export const splashPages = pgTable('splash_pages', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  created: created(),
}, (t) => [index('splash_user').on(t.userId, t.id)])

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  slug: text('slug').unique(),
  public: boolean('public').notNull().default(false),
  // Index of the next link the rotator sends a visitor to.
  rotatorNext: integer('rotator_next').notNull().default(0),
  created: created(),
}, (t) => [index('campaigns_user').on(t.userId, t.id), uniqueIndex('campaigns_user_name').on(t.userId, t.name)])

/** Short links and bio pages (D31); the links API itself is a later step. */
export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  userId: owner(),
  kind: text('kind').notNull().default('links'),
  alias: text('alias').notNull().unique(),
  longUrl: text('long_url').notNull(),
  title: text('title').notNull(),
  campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
  clicks: integer('clicks').notNull().default(0),
  created: created(),
}, (t) => [index('links_user').on(t.userId, t.id), index('links_campaign').on(t.campaignId, t.id)])

export const directories = pgTable('directories', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull().default('#64748b'),
  starred: boolean('starred').notNull().default(false),
  created: created(),
}, (t) => [index('directories_user').on(t.userId, t.id)])

export const directoryItems = pgTable('directory_items', {
  directoryId: integer('directory_id').notNull().references(() => directories.id, { onDelete: 'cascade' }),
  itemType: text('item_type').notNull(),
  itemId: integer('item_id').notNull(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.directoryId, t.itemType, t.itemId] })])

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  userId: owner(),
  name: text('name').notNull(),
  // The uploaded filename's extension ("pdf"), kept when `name` replaces the filename (D26c).
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
  // Public, unguessable handle for the image and the tracking URL.
  token: text('token').notNull().unique(),
  linkId: integer('link_id').references(() => links.id, { onDelete: 'set null' }),
  scans: integer('scans').notNull().default(0),
  created: created(),
}, (t) => [index('qr_user').on(t.userId, t.id)])

export const qrScans = pgTable('qr_scans', {
  id: serial('id').primaryKey(),
  qrId: integer('qr_id').notNull().references(() => qrCodes.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  referrer: text('referrer').notNull(),
  browser: text('browser').notNull(),
  os: text('os').notNull(),
  visitor: text('visitor').notNull(),
  created: created(),
}, (t) => [index('qr_scans_qr').on(t.qrId)])
