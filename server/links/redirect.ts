import type { Context } from 'hono'
import { todayUtc } from '../../contract/files.ts'
import { verifyPassword } from '../auth/passwords.ts'
import type { ClickRecorder } from '../clicks/recorder.ts'
import { esc, page, passwordPage } from '../public/html.ts'
import { destinationOf } from './destination.ts'
import { framePage, pixelPage, splashPage } from './landing-pages.ts'
import type { ResolvedLink } from './link-cache.ts'

function passwordForm(c: Context, link: ResolvedLink, wrong: boolean) {
  const form = passwordPage({ title: 'This link is protected', what: `open ${esc(link.title)}`, button: 'Continue', wrong })
  return c.html(form.html, form.status, { 'Cache-Control': 'no-store' })
}

/**
 * L4 steps 1 to 4 and 6: an expired link is gone and not counted; a protected one asks for its password
 * (a wrong one is not a click); every other GET is counted, then sent to its destination.
 */
export async function followLink(c: Context, clicks: ClickRecorder, link: ResolvedLink, shortUrl: string) {
  c.header('Cache-Control', 'no-store')
  if (link.expiry && link.expiry < todayUtc()) {
    return c.html(page('Link expired', '<h1>This link has expired</h1><p>The link you followed is no longer active.</p>'), 410)
  }
  if (link.passwordHash) {
    if (c.req.method !== 'POST') return passwordForm(c, link, false)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const given = typeof form.password === 'string' ? form.password : ''
    if (!(await verifyPassword(given, link.passwordHash))) return passwordForm(c, link, true)
  }
  const visit = clicks.visit(c)
  // HEAD (link previewers, curl -I) sees where the link leads but is not a click.
  if (c.req.method !== 'HEAD') await clicks.record(visit, link.id)
  const destination = destinationOf(link, visit)
  const landing = landingPage(link, destination, shortUrl)
  if (landing) return c.html(landing.html, 200, { 'Content-Security-Policy': landing.csp })
  // 303 after the password form, so the browser follows with a GET.
  return c.redirect(destination, c.req.method === 'POST' ? 303 : 302)
}

/** L4.5: frame and splash pages, and the page that fires the link's pixels; none for a plain redirect. */
function landingPage(link: ResolvedLink, destination: string, shortUrl: string) {
  const { title, pixels } = link
  if (link.type === 'frame') return framePage({ title, destination, shortUrl, pixels })
  if (link.type === 'splash') return splashPage({ title, destination, pixels })
  return pixels.length ? pixelPage({ title, destination, pixels }) : null
}
