import type { Context } from 'hono'
import type { ClickRecorder } from '../clicks/recorder.ts'
import type { ResolvedLink } from '../links/link-cache.ts'
import { PAGE_CSP, securityHeadersFor } from '../middleware/security-headers.ts'
import { notFoundPage } from '../public/html.ts'
import { themeOf } from './bio-store.ts'
import { bioPage } from './bio-page.ts'

const HEADERS = { ...securityHeadersFor(PAGE_CSP), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=UTF-8' }

const html = (body: string, status: number, csp = PAGE_CSP) => new Response(body, { status, headers: { ...HEADERS, 'Content-Security-Policy': csp } })

/** X3: a GET is a view, counted on the page's own row; `current`: as followLink's (S8). */
export async function bioAnswer(
  c: Context,
  clicks: ClickRecorder,
  link: ResolvedLink,
  shortUrl: string,
  current: Promise<boolean> | undefined,
  counted: boolean,
): Promise<Response | { stale: { counted: boolean } }> {
  const bio = link.bio
  if (!bio?.public) {
    if (current !== undefined && !(await current)) return { stale: { counted } }
    return html(notFoundPage(), 404)
  }
  const click = c.req.method !== 'GET' || counted ? undefined : clicks.record(clicks.visit(c), link.id)
  const [recorded, fresh] = await Promise.all([click, current ?? true])
  if (!fresh) return { stale: { counted: counted || recorded === true } }
  const page = bioPage({ id: link.id, alias: link.alias, description: link.description, shortUrl, bio: { ...bio, theme: themeOf(bio.theme) }, pixels: link.pixels })
  return html(page.html, 200, page.csp)
}
