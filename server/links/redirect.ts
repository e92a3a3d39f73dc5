import type { Context } from 'hono'
import { isExpired } from '../../contract/link-expiry.ts'
import type { PasswordGuard } from '../auth/password-guard.ts'
import type { ClickRecorder } from '../clicks/recorder.ts'
import { NOTHING_CSP, PAGE_CSP, securityHeadersFor } from '../middleware/security-headers.ts'
import { isPreviewAgent } from '../clicks/visitor.ts'
import { nodeHeader } from '../http/node-header.ts'
import { expiredPage, passwordPage, stateAfter, type PasswordState } from '../public/html.ts'
import { hasPreview, previewPage } from '../public/og-tags.ts'
import { destinationOf } from './destination.ts'
import { designPage } from './design-pages.ts'
import { continuePage, framePage, pixelPage, splashPage } from './landing-pages.ts'
import type { ResolvedLink } from './link-cache.ts'
import { bioAnswer } from '../bio/bio-answer.ts'

// L4e: answers are built whole, security headers included, since the public redirect runs before the middleware.
const PAGE_HEADERS = { ...securityHeadersFor(PAGE_CSP), 'Cache-Control': 'no-store' }
const REDIRECT_HEADERS = { ...securityHeadersFor(NOTHING_CSP), 'Cache-Control': 'no-store' }

function htmlAnswer(html: string, status: number, csp = PAGE_CSP, extra: Record<string, string> = {}): Response {
  return new Response(html, { status, headers: { ...PAGE_HEADERS, ...extra, 'Content-Security-Policy': csp, 'Content-Type': 'text/html; charset=UTF-8' } })
}

// As Hono's c.redirect: a header value must be Latin-1.
// eslint-disable-next-line no-control-regex
export const latin1Location = (location: string) => (/[^\x00-\xFF]/.test(location) ? encodeURI(location) : location)

function redirectAnswer(location: string, status: number): Response {
  return new Response(null, { status, headers: { ...REDIRECT_HEADERS, Location: latin1Location(location) } })
}

function passwordForm(state: PasswordState) {
  const form = passwordPage({ title: 'This link is protected', what: 'open this link', button: 'Continue', state })
  return htmlAnswer(form.html, form.status, PAGE_CSP, form.headers)
}

type Checked = { current?: Promise<boolean>; counted?: boolean; guard?: PasswordGuard }
type Stale = { stale: { counted: boolean } }

// L4, V1. S8: when `current` is false the answer is `{ stale }`: resolve the link again and follow it with its `counted`.
export function followLink(c: Context, clicks: ClickRecorder, link: ResolvedLink, shortUrl: string, opts?: { counted?: boolean; guard?: PasswordGuard }): Promise<Response>
export function followLink(c: Context, clicks: ClickRecorder, link: ResolvedLink, shortUrl: string, opts: Checked): Promise<Response | Stale>
export async function followLink(
  c: Context,
  clicks: ClickRecorder,
  link: ResolvedLink,
  shortUrl: string,
  { current, counted = false, guard }: Checked = {},
): Promise<Response | Stale> {
  const stale = async () => current !== undefined && !(await current)
  if (link.kind === 'bio') return bioAnswer(c, clicks, link, shortUrl, current, counted)
  if (isExpired(link.expiry)) {
    if (await stale()) return { stale: { counted } }
    return htmlAnswer(expiredPage(), 410)
  }
  const method = c.req.method
  if (link.passwordHash) {
    if (await stale()) return { stale: { counted } }
    if (method !== 'POST' || !guard) return passwordForm({ is: 'ask' })
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const given = typeof form.password === 'string' ? form.password : ''
    const check = await guard.check(c, `link:${link.id}`, given, link.passwordHash)
    if (check.result === 'gone') return new Response(null, { status: 499 })
    if (check.result !== 'right') return passwordForm(stateAfter(check))
  } else if (method === 'GET' && hasPreview(link) && isPreviewAgent(nodeHeader(c, 'user-agent') ?? '')) {
    // V5: a previewer reads the link's preview tags; never a click.
    if (await stale()) return { stale: { counted } }
    const preview = previewPage({ title: link.metaTitle, description: link.metaDescription, image: link.metaImage, url: shortUrl, destination: destinationOf(link, clicks.visit(c)) })
    return htmlAnswer(preview.html, 200, preview.csp)
  }
  const visit = clicks.visit(c)
  const click = method === 'HEAD' || counted ? undefined : clicks.record(visit, link.id)
  const [recorded, fresh] = current ? await Promise.all([click, current]) : [await click, true]
  // S8: a click racing another instance's edit counts once under the cached rules; the answer follows the edit.
  if (!fresh) return { stale: { counted: counted || recorded === true } }
  const destination = destinationOf(link, visit)
  const landing = landingPage(link, destination, shortUrl) ?? (method === 'POST' ? continuePage({ title: link.title, destination }) : null)
  if (landing) return htmlAnswer(landing.html, 200, landing.csp)
  return redirectAnswer(destination, 302)
}

function landingPage(link: ResolvedLink, destination: string, shortUrl: string) {
  const { title, pixels } = link
  const designed = link.design && designPage({ design: link.design, destination, linkId: link.id, pixels })
  if (designed) return designed
  if (link.type === 'frame') return framePage({ title, destination, shortUrl, pixels })
  if (link.type === 'splash') return splashPage({ title, destination, pixels })
  return pixels.length ? pixelPage({ title, destination, pixels }) : null
}
