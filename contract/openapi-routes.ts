import type { z } from 'zod'
import { accountKeyCreated, accountResponse, accountUpdate } from './account.ts'
import { bioCreate, bioList, bioQuery, bioResponse, bioSaved, bioUpdate } from './bio.ts'
import { campaignCreate, campaignList, campaignSaved, campaignUpdate } from './campaigns.ts'
import { channelList, directoryCreate, directoryCreated, directoryItemList, directoryList, directoryUpdate } from './directories.ts'
import { domainCreate, domainList, domainUpdate, domainVerifyAnswer } from './domains.ts'
import { createdEnvelope, messageEnvelope, pagingQuery } from './envelope.ts'
import { fileList, filesQuery, fileUpdate, fileUploaded, fileUploadQuery } from './files.ts'
import { aliasLookup, aliasLookupAnswer } from './link-aliases.ts'
import { linkCreate, linkDuplicated, linkList, linkResponse, linkSaved, linksQuery, linkSummary, linkUpdate } from './links.ts'
import { overlayCreate, overlayList, overlayMessageList, overlayResponse, overlayUpdate } from './overlays.ts'
import { pixelCreate, pixelList, pixelUpdate } from './pixels.ts'
import { qrCreate, qrCreated, qrList, qrLogoUploaded, qrResponse, qrUpdate } from './qr.ts'
import { splashCreate, splashList, splashResponse, splashUpdate } from './splash.ts'
import { statsQuery, statsResponse } from './stats.ts'

// N1: documenting a route is one entry here: OpenAPI's path form, integer path parameters unless in `strings`,
// `body` (zod input) with an `example` that must pass it, `answer` (zod output); `public` outside /api.
export interface DocumentedRoute {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  summary: string
  tag: string
  query?: z.ZodObject
  body?: z.ZodType
  example?: unknown
  /** A body that is not JSON: its media type. */
  rawBody?: string
  answer?: z.ZodType
  /** What a success answers when it is not JSON: a redirect, a page or an image. */
  answers?: { status: number; type?: string; description: string }
  strings?: string[]
  public?: true
  deprecated?: true
}

const ok = messageEnvelope
const paged = pagingQuery
const api = (method: DocumentedRoute['method'], path: string, tag: string, summary: string, more: Partial<DocumentedRoute> = {}) =>
  ({ method, path: `/api${path}`, tag, summary, ...more }) as DocumentedRoute

/** Channels are the old name of directories, kept as aliases (D26). */
const directories = (word: 'directory' | 'channel', list: z.ZodType, deprecated?: true): DocumentedRoute[] => [
  api('get', `/${word === 'directory' ? 'directories' : 'channels'}`, 'Directories', `List ${word === 'directory' ? 'directories' : 'channels'}`, { query: paged, answer: list, deprecated }),
  api('post', `/${word}/add`, 'Directories', `Create a ${word}`, { body: directoryCreate, example: { name: 'Spring launch', color: '#1d4ed8', starred: true }, answer: directoryCreated, deprecated }),
  api('put', `/${word}/{id}/update`, 'Directories', `Update a ${word}`, { body: directoryUpdate, example: { description: 'Links for the spring launch' }, answer: ok, deprecated }),
  api('delete', `/${word}/{id}/delete`, 'Directories', `Delete a ${word} (its items are unassigned)`, { answer: ok, deprecated }),
  api('get', `/${word}/{id}`, 'Directories', `List a ${word}'s items`, { query: paged, answer: directoryItemList, deprecated }),
  api('post', `/${word}/{directoryid}/assign/{type}/{itemid}`, 'Directories', `Add a link, bio page or QR code to a ${word}`, { strings: ['type'], answer: ok, deprecated }),
  api('delete', `/${word}/{directoryid}/assign/{type}/{itemid}`, 'Directories', `Remove a link, bio page or QR code from a ${word} (EXTENSIONS X2)`, { strings: ['type'], answer: ok, deprecated }),
]

export const DOCUMENTED_ROUTES: DocumentedRoute[] = [
  api('get', '/openapi.json', 'Reference', 'This document (no key)', { answers: { status: 200, type: 'application/json', description: 'OpenAPI 3.1' } }),
  api('get', '/account', 'Account', 'Get the account', { answer: accountResponse }),
  api('post', '/account', 'Account', 'Get the account (the form SPEC\'s authentication examples use)', { answer: accountResponse }),
  api('put', '/account/update', 'Account', 'Change the email or the password', { body: accountUpdate, example: { email: 'new@example.com', currentPassword: 'old password' }, answer: ok }),
  api('post', '/account/key', 'Account', 'Make a new API key (the old one stops working)', { answer: accountKeyCreated }),

  api('get', '/domains', 'Branded domains', 'List branded domains', { query: paged, answer: domainList }),
  api('post', '/domain/add', 'Branded domains', 'Add a branded domain', { body: domainCreate, example: { domain: 'https://go.example.com', redirectroot: 'https://example.com' }, answer: createdEnvelope }),
  api('put', '/domain/{id}/update', 'Branded domains', 'Update a branded domain', { body: domainUpdate, example: { redirect404: 'https://example.com/missing' }, answer: ok }),
  api('post', '/domain/{id}/verify', 'Branded domains', 'Check the domain\'s DNS record now', { answer: domainVerifyAnswer }),
  api('delete', '/domain/{id}/delete', 'Branded domains', 'Delete a branded domain', { answer: ok }),

  api('get', '/overlay', 'Overlays', 'List CTA overlays', { query: paged, answer: overlayList }),
  api('get', '/overlay/{id}', 'Overlays', 'Get a CTA overlay', { answer: overlayResponse }),
  api('post', '/overlay/add', 'Overlays', 'Create a CTA overlay', { body: overlayCreate, example: { type: 'message', name: 'Sale', text: 'Everything 20 % off this week' }, answer: createdEnvelope }),
  api('put', '/overlay/{id}/update', 'Overlays', 'Update a CTA overlay (its type stays)', { body: overlayUpdate('message'), example: { name: 'Summer sale' }, answer: ok }),
  api('delete', '/overlay/{id}/delete', 'Overlays', 'Delete a CTA overlay', { answer: ok }),
  api('get', '/overlay/{id}/messages', 'Overlays', 'List what visitors sent through a contact or newsletter overlay', { query: paged, answer: overlayMessageList }),

  api('get', '/splash', 'Splash pages', 'List splash pages', { query: paged, answer: splashList }),
  api('get', '/splash/{id}', 'Splash pages', 'Get a splash page', { answer: splashResponse }),
  api('post', '/splash/add', 'Splash pages', 'Create a splash page', { body: splashCreate, example: { name: 'Launch', title: 'Our new app', countdown: 5 }, answer: createdEnvelope }),
  api('put', '/splash/{id}/update', 'Splash pages', 'Update a splash page', { body: splashUpdate, example: { countdown: 3 }, answer: ok }),
  api('delete', '/splash/{id}/delete', 'Splash pages', 'Delete a splash page', { answer: ok }),

  api('get', '/campaigns', 'Campaigns', 'List campaigns', { query: paged, answer: campaignList }),
  api('post', '/campaign/add', 'Campaigns', 'Create a campaign', { body: campaignCreate, example: { name: 'Spring', slug: 'spring-2027', public: true }, answer: campaignSaved }),
  api('put', '/campaign/{id}/update', 'Campaigns', 'Update a campaign', { body: campaignUpdate, example: { name: 'Spring sale', slug: '' }, answer: campaignSaved }),
  api('post', '/campaign/{campaignid}/assign/{linkid}', 'Campaigns', 'Add a link to a campaign', { answer: ok }),
  api('delete', '/campaign/{campaignid}/assign/{linkid}', 'Campaigns', 'Remove a link from a campaign (EXTENSIONS X2)', { answer: ok }),
  api('delete', '/campaign/{id}/delete', 'Campaigns', 'Delete a campaign', { answer: ok }),

  ...directories('directory', directoryList),
  ...directories('channel', channelList, true),

  api('get', '/pixels', 'Pixels', 'List pixels', { query: paged, answer: pixelList }),
  api('post', '/pixel/add', 'Pixels', 'Create a pixel', { body: pixelCreate, example: { type: 'gtmpixel', name: 'Tag manager', tag: 'GTM-ABC1234' }, answer: createdEnvelope }),
  api('put', '/pixel/{id}/update', 'Pixels', 'Update a pixel (its type stays)', { body: pixelUpdate, example: { tag: 'GTM-XYZ9876' }, answer: ok }),
  api('delete', '/pixel/{id}/delete', 'Pixels', 'Delete a pixel', { answer: ok }),

  api('get', '/urls', 'Links', 'List short links', { query: linksQuery, answer: linkList }),
  api('get', '/urls/summary', 'Links', 'Clicks of all links over the last days', { answer: linkSummary }),
  api('get', '/url/{id}', 'Links', 'Get a short link with its statistics', { answer: linkResponse }),
  api('post', '/url/add', 'Links', 'Shorten a URL', { body: linkCreate, example: { url: 'https://example.com/spring', custom: 'spring', description: 'Spring landing page' }, answer: linkSaved }),
  api('put', '/url/{id}/update', 'Links', 'Update a short link', { body: linkUpdate, example: { url: 'https://example.com/summer' }, answer: linkSaved }),
  api('delete', '/url/{id}/delete', 'Links', 'Delete a short link', { answer: ok }),
  api('post', '/url/{id}/duplicate', 'Links', 'Copy a short link with a new random alias (EXTENSIONS X2)', { answer: linkDuplicated }),
  api('post', '/urls/aliases', 'Links', 'Which of these aliases are taken, reserved or invalid (G8)', {
    body: aliasLookup,
    example: { aliases: [{ alias: 'spring' }, { alias: 'summer', domain: 'https://go.example.com' }] },
    answer: aliasLookupAnswer,
  }),

  api('post', '/qr/logo', 'QR codes', 'Upload a PNG or JPEG logo for QR codes', { rawBody: 'image/png', answer: qrLogoUploaded }),
  api('get', '/qr', 'QR codes', 'List QR codes', { query: paged, answer: qrList }),
  api('get', '/qr/{id}', 'QR codes', 'Get a QR code with its scans', { answer: qrResponse }),
  api('post', '/qr/add', 'QR codes', 'Create a QR code', { body: qrCreate, example: { type: 'link', data: 'https://example.com', name: 'Poster' }, answer: qrCreated }),
  api('put', '/qr/{id}/update', 'QR codes', 'Update a QR code (its type stays)', { body: qrUpdate, example: { foreground: 'rgb(29,78,216)' }, answer: ok }),
  api('delete', '/qr/{id}/delete', 'QR codes', 'Delete a QR code', { answer: ok }),

  api('get', '/files', 'Files', 'List files', { query: filesQuery, answer: fileList }),
  api('post', '/files/upload/{filename}', 'Files', 'Upload a file (the body is its bytes)', { strings: ['filename'], query: fileUploadQuery, rawBody: 'application/octet-stream', answer: fileUploaded }),
  api('put', '/files/{id}/update', 'Files', 'Update a file\'s name, password, expiry or download limit', { body: fileUpdate, example: { maxdownloads: 100 }, answer: ok }),
  api('delete', '/files/{id}/delete', 'Files', 'Delete a file', { answer: ok }),

  api('get', '/bio', 'Bio pages', 'List bio pages (EXTENSIONS X3)', { query: bioQuery, answer: bioList }),
  api('get', '/bio/{id}', 'Bio pages', 'Get a bio page with its views and per-block clicks', { answer: bioResponse }),
  api('post', '/bio/add', 'Bio pages', 'Create a bio page', {
    body: bioCreate,
    example: { name: 'Ann Example', alias: 'ann', blocks: [{ type: 'heading', text: 'Shop' }, { type: 'link', title: 'New arrivals', url: 'https://example.com/new' }] },
    answer: bioSaved,
  }),
  api('put', '/bio/{id}/update', 'Bio pages', 'Update a bio page', { body: bioUpdate, example: { description: 'Everything I publish, in one place' }, answer: ok }),
  api('delete', '/bio/{id}/delete', 'Bio pages', 'Delete a bio page', { answer: ok }),

  api('get', '/stats', 'Statistics', 'Clicks of any scope over any period, with filters and comparison (EXTENSIONS X1)', { query: statsQuery, answer: statsResponse }),

  ...publicRoutes(),
]

function publicRoutes(): DocumentedRoute[] {
  const page = (method: DocumentedRoute['method'], path: string, summary: string, answers: DocumentedRoute['answers'], strings: string[] = []) =>
    ({ method, path, tag: 'Visitors', summary, answers, strings, public: true }) as DocumentedRoute
  const found = { status: 302, description: 'To the destination, or a page (password, splash, overlay) in its place' }
  return [
    page('get', '/', 'The service\'s root: the dashboard, or a branded domain\'s root redirect', { status: 302, description: 'To /app/ or the domain\'s redirectroot' }),
    page('get', '/{alias}', 'Follow a short link (counts a click)', found, ['alias']),
    page('post', '/{alias}', 'Send a link\'s password form or continue from its splash page', found, ['alias']),
    page('get', '/{alias}/go/{block}', 'Follow a bio page\'s link block (counts a click on the block)', { status: 302, description: 'To the block\'s URL' }, ['alias']),
    page('get', '/bio/{id}/{file}', 'A bio page\'s avatar, as stored when the page was saved', { status: 200, type: 'image/png', description: 'The image' }, ['file']),
    page('get', '/r/{slug}', 'A campaign\'s rotator: the next of its links', { status: 302, description: 'To one of the campaign\'s links' }, ['slug']),
    page('get', '/u/{username}/c/{id}', 'A public campaign\'s page', { status: 200, type: 'text/html', description: 'The page' }, ['username']),
    page('get', '/qr/{file}', 'A QR code\'s image (png or svg) or card (vcf)', { status: 200, type: 'image/png', description: 'The image' }, ['file']),
    page('get', '/qr/link/{id}/{file}', 'A short link\'s own QR code image', { status: 200, type: 'image/png', description: 'The image' }, ['file']),
    page('get', '/s/{token}', 'A static QR code\'s scan, counted, then its content', { status: 302, description: 'To the content' }, ['token']),
    page('post', '/o/{id}', 'A visitor sends an overlay\'s contact or newsletter form', { status: 200, type: 'text/html', description: 'Thanks' }),
    page('get', '/avatar/{file}', 'A generated avatar', { status: 200, type: 'image/svg+xml', description: 'The image' }, ['file']),
    { ...page('get', '/healthz', 'The process is alive (no database call)', { status: 200, type: 'application/json', description: '`{ "alive": true }`' }), tag: 'Operations' },
    { ...page('get', '/readyz', 'Ready for traffic: database, migrations, file store, disk; 503 from the start of a stop', { status: 200, type: 'application/json', description: '`{ "ready": true }`, or 503 with `ready: false` and a `reason`' }), tag: 'Operations' },
  ]
}

/** Not the API: the dashboard's pages, the reference page, and Prometheus' scrape (METRICS_TOKEN, docs/operations.md). */
export const NOT_DOCUMENTED = ['GET /app', 'GET /app/*', 'GET /api/docs', 'GET /api/docs/{file}', 'GET /metrics']
