import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { and, eq, inArray } from 'drizzle-orm'
import {
  OVERLAY_POST_MAX_BYTES,
  OVERLAY_POST_THANKS,
  OVERLAY_SIGNUP_THANKS,
  contactPost,
  newsletterPost,
} from '../../contract/overlays.ts'
import { httpHost } from '../../contract/landing-html.ts'
import { parseId } from '../../contract/fields.ts'
import type { Deps } from '../deps.ts'
import { links, overlayMessages, overlays } from '../db/schema.ts'
import { clientAddress } from '../middleware/client-address.ts'
import { esc, page } from '../public/html.ts'
import { PostLimiter } from './post-limiter.ts'

const answer = (title: string, body: string) => page(title, `<h1>${esc(title)}</h1>${body}`)
const GONE = answer('This form is no longer available', '<p>The form you used has been removed by its owner.</p>')
const isForeignKeyViolation = (e: unknown) => {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: string }).code === '23503') return true
  }
  return false
}

// D41e: a visitor's post through a contact or newsletter overlay.
export function overlayPostRoutes({ db, config }: Deps, limiter = new PostLimiter()) {
  const app = new Hono()
  const limit = bodyLimit({
    maxSize: OVERLAY_POST_MAX_BYTES,
    onError: (c) => c.html(answer('That message is too long', '<p>Go back, shorten it and try again.</p>'), 413, { Connection: 'close' }),
  })

  app.post('/o/:id{[0-9]{1,10}}', limit, async (c) => {
    const wait = limiter.take(clientAddress(c, config.trustProxy))
    if (wait) {
      return c.html(answer('Too many messages', `<p>Please wait ${wait} seconds before sending another one.</p>`), 429, { 'Retry-After': String(wait) })
    }
    const id = parseId(c.req.param('id'))
    const [overlay] = id ? await db.select().from(overlays).where(and(eq(overlays.id, id), inArray(overlays.type, ['contact', 'newsletter']))) : []
    if (!overlay) return c.html(GONE, 404)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined)
    const parsed =
      overlay.type === 'contact'
        ? contactPost.safeParse({ name: field('name'), email: field('email'), message: field('message') })
        : newsletterPost.safeParse({ email: field('email') })
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'The form is not complete.'
      return c.html(answer('Please check the form', `<p class="error" role="alert">${esc(message)}</p><p>Go back and try again.</p>`), 400)
    }
    const data = parsed.data as { name?: string; email: string; message?: string }
    try {
      await db.insert(overlayMessages).values({ overlayId: overlay.id, userId: overlay.userId, name: data.name ?? '', email: data.email, message: data.message ?? '' })
    } catch (e) {
      if (isForeignKeyViolation(e)) return c.html(GONE, 404)
      throw e
    }
    const linkId = parseId(field('link') ?? '')
    const [link] = linkId
      ? await db.select({ url: links.longUrl }).from(links).where(and(eq(links.id, linkId), eq(links.userId, overlay.userId), eq(links.type, `overlay-${overlay.id}`)))
      : []
    const host = link && httpHost(link.url)
    const onward = host ? `<p><a href="${esc(link.url)}">Continue to ${esc(host)}</a></p>` : ''
    return c.html(answer(overlay.type === 'contact' ? OVERLAY_POST_THANKS : OVERLAY_SIGNUP_THANKS, onward))
  })
  return app
}
