import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEnvelope, linkSaved, messageEnvelope, overlayList, splashList } from '../../contract/index.ts'
import { VISITOR_SCRIPT } from '../../contract/landing-html.ts'
import { LINK_TYPE_RULE } from '../../contract/links.ts'
import { OVERLAY_SCRIPT } from '../../contract/overlay-html.ts'
import { OVERLAY_TYPE_RULE, POLL_READ_ONLY, overlayMessageList, overlayResponse } from '../../contract/overlays.ts'
import { splashResponse } from '../../contract/splash.ts'
import { overlayMessages, overlays } from '../../server/db/schema.ts'
import { sha256Source } from '../../server/links/pixel-snippets.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok, type Refusal, refusesEach, whole } from './helpers.ts'

// Issue 19 (D41): splash pages and overlays a user designs, the links that show them, and what
// visitors send through contact and newsletter overlays.

const EVIL = `"'><script>alert(1)</script></style><img src=x onerror=alert(2)>`
// Labels and codes are short (40 and 50 characters).
const SHORT = `"'></style><script>x()</script>`
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

let s: TestServer
let key: string
let other: string
beforeAll(async () => {
  s = await startServer({ trustProxy: true })
  key = (await s.newUser()).apiKey
  other = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const post = (path: string, body: unknown, k = key) => call(s, path, { method: 'POST', key: k, body })
const put = (path: string, body: unknown, k = key) => call(s, path, { method: 'PUT', key: k, body })
const del = (path: string, k = key) => call(s, path, { method: 'DELETE', key: k })
const added = async (path: string, body: unknown, k = key) => ok(await post(path, body, k), createdEnvelope).id
const shorten = async (body: Record<string, unknown>, k = key) => {
  const saved = ok(await post('/url/add', body, k), linkSaved)
  return { id: saved.id, alias: saved.shorturl.slice(saved.shorturl.lastIndexOf('/') + 1) }
}
let address = 0
/** Each visit from its own address, so the post limit of one test does not reach another. */
const visitor = () => `198.51.100.${++address}`
const open = (alias: string, ip = visitor()) => fetch(`${s.url}/${alias}`, { redirect: 'manual', headers: { 'User-Agent': CHROME, 'X-Forwarded-For': ip } })
const send = (overlay: number, form: Record<string, string>, ip = visitor()) =>
  fetch(`${s.url}/o/${overlay}`, { method: 'POST', redirect: 'manual', headers: { 'X-Forwarded-For': ip }, body: new URLSearchParams(form) })
const clicksOf = async (id: number) => ((await call(s, `/url/${id}`, { key })).body as { data: { clicks: number } }).data.clicks
const splashes = async (k = key) => {
  const { data } = ok(await call(s, '/splash?limit=100', { key: k }), splashList)
  return whole(data, data.splash)
}
const overlayNames = async (k = key) => {
  const { data } = ok(await call(s, '/overlay?limit=100', { key: k }), overlayList)
  return whole(data, data.cta)
}

describe('splash pages (D41a)', () => {
  it('are created, read, changed field by field and listed with SPEC shape', async () => {
    const id = await added('/splash/add', { name: 'Launch', title: 'We launched', text: 'Come see.', image: 'https://cdn.example.com/a.png', buttonlabel: 'Read more', buttonurl: 'https://blog.example.com/', countdown: 12 })
    const read = async () => ok(await call(s, `/splash/${id}`, { key }), splashResponse).details
    expect(await read()).toMatchObject({ id, name: 'Launch', title: 'We launched', text: 'Come see.', countdown: 12, buttonurl: 'https://blog.example.com/' })
    ok(await put(`/splash/${id}/update`, { countdown: 0, name: 'Launch 2' }), messageEnvelope)
    expect(await read()).toMatchObject({ name: 'Launch 2', title: 'We launched', countdown: 0, image: 'https://cdn.example.com/a.png' })
    expect((await splashes()).splash.find((p) => p.id === id)).toEqual({ id, name: 'Launch 2', date: expect.any(String) })
  })

  const invalid: Refusal[] = [
    ['a missing title', { name: 'bad-1' }, 'title', /required/],
    ['a countdown of 31', { name: 'bad-2', title: 't', countdown: 31 }, 'countdown', /0 to 30/],
    ['a javascript: image', { name: 'bad-3', title: 't', image: 'javascript:alert(1)' }, 'image', /http/],
    ['a data: button URL', { name: 'bad-4', title: 't', buttonurl: 'data:text/html,x' }, 'buttonurl', /http/],
    ['a 201-character title', { name: 'bad-5', title: 't'.repeat(201) }, 'title', /200/],
  ]
  refusesEach('splash pages', invalid, (b) => post('/splash/add', b), splashes, (after) => after.splash.filter((p) => p.name.startsWith('bad-')))
})

describe('overlays (D41b, D41c)', () => {
  const DESIGNS = {
    message: { text: 'Half price', buttonlabel: 'Shop', buttonurl: 'https://shop.example.com/', bgcolor: '#000000', textcolor: '#FFFFFF', buttoncolor: '#ff0000' },
    contact: { title: 'Talk to us', text: 'We answer fast.' },
    newsletter: { title: 'Our letter' },
    coupon: { title: 'A gift', code: 'SAVE10' },
    image: { image: 'https://img.example.com/p.png', link: 'https://shop.example.com/p', text: 'The poster' },
  }

  it.each(Object.entries(DESIGNS))('creates a %s overlay, reads its design back and edits it', async (type, design) => {
    const id = await added('/overlay/add', { type, name: `My ${type}`, ...design })
    const details = ok(await call(s, `/overlay/${id}`, { key }), overlayResponse).details
    expect(details).toMatchObject({ id, type, name: `My ${type}`, ...design, ...(type === 'message' && { textcolor: '#ffffff' }) })
    ok(await put(`/overlay/${id}/update`, { name: `Your ${type}` }), messageEnvelope)
    expect(ok(await call(s, `/overlay/${id}`, { key }), overlayResponse).details).toMatchObject({ name: `Your ${type}`, ...(type === 'coupon' && { code: 'SAVE10' }) })
  })

  it('refuses to change the type, and keeps polls read-only but deletable', async () => {
    const id = await added('/overlay/add', { type: 'coupon', name: 'c', title: 't', code: 'X1' })
    fieldError(await put(`/overlay/${id}/update`, { type: 'message' }), 400, 'type', /cannot be changed/)
    fieldError(await post('/overlay/add', { type: 'poll', name: 'Vote' }), 400, 'type')
    failed(await post('/overlay/add', { type: 'poll', name: 'Vote' }), 400, OVERLAY_TYPE_RULE)
    const user = (await s.db.select().from(overlays).where(eq(overlays.id, id)))[0]!
    const [poll] = await s.db.insert(overlays).values({ userId: user.userId, type: 'poll', name: 'Old poll' }).returning()
    failed(await put(`/overlay/${poll!.id}/update`, { name: 'x' }), 400, POLL_READ_ONLY)
    expect(ok(await call(s, `/overlay/${poll!.id}`, { key }), overlayResponse).details).toMatchObject({ type: 'poll', name: 'Old poll' })
    fieldError(await post('/url/add', { url: 'https://p.example.com', type: `overlay-${poll!.id}` }), 400, 'type', /poll/)
    ok(await del(`/overlay/${poll!.id}/delete`), messageEnvelope)
  })

  const invalid: Refusal[] = [
    ['no type', { name: 'bad-1' }, 'type', /message, contact/],
    ['a message without text', { type: 'message', name: 'bad-2' }, 'text', /required/],
    ['a colour of three digits', { type: 'message', name: 'bad-3', text: 't', bgcolor: '#fff' }, 'bgcolor', /six hex/],
    ['a coupon without a code', { type: 'coupon', name: 'bad-4', title: 't' }, 'code', /required/],
    ['an image link to javascript:', { type: 'image', name: 'bad-5', image: 'https://i.example.com/a.png', link: 'javascript:alert(1)', text: 'a' }, 'link', /http/],
  ]
  refusesEach('overlays', invalid, (b) => post('/overlay/add', b), overlayNames, (after) => after.cta.filter((o) => o.name.startsWith('bad-')))

  it('give the demo rows made before them a valid design', async () => {
    const demo = ok(await call(s, '/overlay?limit=100', { key: s.demoKey }), overlayList).data.cta
    for (const o of demo) expect(ok(await call(s, `/overlay/${o.id}`, { key: s.demoKey }), overlayResponse).details.name).toBe(o.name)
    const pages = ok(await call(s, '/splash', { key: s.demoKey }), splashList).data.splash
    for (const p of pages) expect(ok(await call(s, `/splash/${p.id}`, { key: s.demoKey }), splashResponse).details.title).toBe(p.name)
  })
})

describe('links that show them (D41d)', () => {
  it("accepts only the caller's own pages, with 400 on type, and writes nothing when refused", async () => {
    const mine = await added('/splash/add', { name: 'mine', title: 'Mine' })
    const theirs = await added('/splash/add', { name: 'theirs', title: 'Theirs' }, other)
    const theirOverlay = await added('/overlay/add', { type: 'coupon', name: 'theirs', title: 't', code: 'C' }, other)
    const before = (await call(s, '/urls?limit=100', { key })).body as { data: { result: number } }
    fieldError(await post('/url/add', { url: 'https://x.example.com', type: `splash-${theirs}` }), 400, 'type', /not one of your splash pages/)
    fieldError(await post('/url/add', { url: 'https://x.example.com', type: `overlay-${theirOverlay}` }), 400, 'type', /not one of your overlays/)
    fieldError(await post('/url/add', { url: 'https://x.example.com', type: 'splash-999999' }), 400, 'type', /not one of your/)
    failed(await post('/url/add', { url: 'https://x.example.com', type: 'popup-1' }), 400, LINK_TYPE_RULE)
    const after = (await call(s, '/urls?limit=100', { key })).body as { data: { result: number } }
    expect(after.data.result).toBe(before.data.result)
    const link = await shorten({ url: 'https://x.example.com/ok', type: `splash-${mine}` })
    fieldError(await put(`/url/${link.id}/update`, { type: `splash-${theirs}` }), 400, 'type')
    expect(((await call(s, `/url/${link.id}`, { key })).body as { details: { type: string } }).details.type).toBe(`splash-${mine}`)
  })

  it('refuses to delete a page that links show, and deletes it once they show another type', async () => {
    const page = await added('/splash/add', { name: 'used', title: 'Used' })
    const link = await shorten({ url: 'https://used.example.com', type: `splash-${page}` })
    failed(await del(`/splash/${page}/delete`), 409, /shown by 1 link: give it another type/)
    ok(await put(`/url/${link.id}/update`, { type: 'direct' }), linkSaved)
    ok(await del(`/splash/${page}/delete`), messageEnvelope)
    failed(await call(s, `/splash/${page}`, { key }), 404, 'Splash page not found.')
  })

  it("hides each user's pages and messages from the others", async () => {
    const overlay = await added('/overlay/add', { type: 'newsletter', name: 'private', title: 'T' })
    for (const path of [`/overlay/${overlay}`, `/overlay/${overlay}/messages`]) failed(await call(s, path, { key: other }), 404, 'Overlay not found.')
    failed(await put(`/overlay/${overlay}/update`, { name: 'x' }, other), 404, 'Overlay not found.')
    failed(await del(`/overlay/${overlay}/delete`, other), 404, 'Overlay not found.')
    expect((await overlayNames(other)).cta.map((o) => o.name)).not.toContain('private')
  })
})

describe('what visitors see (L4.5, issue 19)', () => {
  it('shows a splash design with its countdown and continue link under a strict CSP, counting the click once', async () => {
    const page = await added('/splash/add', { name: 'n', title: 'Welcome in', image: 'https://cdn.example.com/i.png', countdown: 9 })
    const link = await shorten({ url: 'https://dest.example.com/x', type: `splash-${page}` })
    const res = await open(link.alias)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Welcome in</h1>')
    expect(html).toContain('<span id="countdown">9</span>')
    expect(html).toContain('<meta http-equiv="refresh" content="9;url=https://dest.example.com/x">')
    expect(html).toContain('href="https://dest.example.com/x">Continue to dest.example.com</a>')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain(`script-src ${sha256Source(VISITOR_SCRIPT)}`)
    expect(csp).toMatch(/img-src https:\/\/cdn\.example\.com data:/)
    expect(csp).toMatch(/default-src 'none'.*form-action 'none'.*frame-ancestors 'none'/)
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('escapes hostile text in every field of every design on the visitor page', async () => {
    const designs = [
      ['/splash/add', { name: EVIL, title: EVIL, text: EVIL, buttonlabel: SHORT, buttonurl: 'https://b.example.com/?q="><script>', countdown: 3 }, 'splash'],
      ['/overlay/add', { type: 'message', name: EVIL, text: EVIL, buttonlabel: SHORT }, 'overlay'],
      ['/overlay/add', { type: 'contact', name: EVIL, title: EVIL, text: EVIL, buttonlabel: SHORT }, 'overlay'],
      ['/overlay/add', { type: 'newsletter', name: EVIL, title: EVIL, text: EVIL, buttonlabel: SHORT }, 'overlay'],
      ['/overlay/add', { type: 'coupon', name: EVIL, title: EVIL, text: EVIL, code: SHORT }, 'overlay'],
      ['/overlay/add', { type: 'image', name: EVIL, text: EVIL, image: 'https://i.example.com/"><script>.png', link: 'https://l.example.com/"onmouseover="x' }, 'overlay'],
    ] as const
    for (const [path, body, kind] of designs) {
      const id = await added(path, body)
      const link = await shorten({ url: 'https://dest.example.com/"><script>alert(5)</script>', type: `${kind}-${id}` })
      const html = await (await open(link.alias)).text()
      const stripped = html.replace(`<script>${VISITOR_SCRIPT}</script>`, '').replace(`<script>${OVERLAY_SCRIPT}</script>`, '')
      expect(stripped, `${kind} ${JSON.stringify(body).slice(0, 40)}`).not.toMatch(/<script|<img src=x|"onmouseover=/i)
      expect(html.match(/<\/style>/g)).toHaveLength(2)
    }
  })

  it.each(['message', 'coupon', 'image'])('frames the destination with a %s overlay on top and a continue link', async (type) => {
    const design = { message: { text: 'Sale on' }, coupon: { title: 'Gift', code: 'GIFT5' }, image: { image: 'https://img.example.com/a.png', link: 'https://shop.example.com/', text: 'Poster' } }[type]!
    const id = await added('/overlay/add', { type, name: `Over ${type}`, ...design })
    const link = await shorten({ url: 'https://framed.example.com/a', type: `overlay-${id}` })
    const res = await open(link.alias)
    const html = await res.text()
    expect(html).toContain('<iframe src="https://framed.example.com/a"')
    expect(html).toContain(`<aside class="cta ${type}" aria-label="Over ${type}">`)
    expect(html).toContain('target="_top">Continue to framed.example.com</a>')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain('frame-src http: https:')
    expect(csp.includes(sha256Source(VISITOR_SCRIPT))).toBe(type === 'coupon')
    expect(csp).toContain(sha256Source(OVERLAY_SCRIPT))
    if (type === 'image') expect(csp).toContain('img-src https://img.example.com data:')
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('gives every overlay a labelled close button its hashed script reveals, with hostile names kept as text (U13)', async () => {
    const id = await added('/overlay/add', { type: 'message', name: EVIL, text: 'Closable', buttonlabel: 'Shop' })
    const link = await shorten({ url: 'https://framed.example.com/c', type: `overlay-${id}` })
    const res = await open(link.alias)
    const html = await res.text()
    const aside = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))
    expect(aside).toContain('<aside class="cta message" aria-label="&#34;&#39;&#62;&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(aside).not.toMatch(/<script|<img/)
    expect(aside).toContain('<button type="button" class="cta-close" id="cta-close" aria-label="Close this message" hidden>&#215;</button>')
    expect(html).toContain(`<script>${OVERLAY_SCRIPT}</script>`)
    expect(res.headers.get('content-security-policy')).toContain(`script-src ${sha256Source(OVERLAY_SCRIPT)};`)
  })
})

describe('contact and newsletter posts (D41e)', () => {
  it('stores a contact message, lists it newest first with paging, and offers the way on', async () => {
    const id = await added('/overlay/add', { type: 'contact', name: 'c', title: 'Talk' })
    const link = await shorten({ url: 'https://onward.example.com/', type: `overlay-${id}` })
    const page = await (await open(link.alias)).text()
    expect(page).toContain(`<form method="post" action="/o/${id}"><input type="hidden" name="link" value="${link.id}">`)
    const csp = (await open(link.alias)).headers.get('content-security-policy')!
    expect(csp).toContain("form-action 'self'")
    const ip = visitor()
    for (const n of [1, 2]) {
      const res = await send(id, { link: String(link.id), name: `Ann ${n}`, email: `ann${n}@example.com`, message: `Hello ${n} ${EVIL}` }, ip)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<a href="https://onward.example.com/">Continue to onward.example.com</a>')
    }
    const list = ok(await call(s, `/overlay/${id}/messages?limit=1&page=2`, { key }), overlayMessageList).data
    expect(list).toMatchObject({ result: 2, currentpage: 2, maxpage: 2, nextpage: 0 })
    expect(list.messages).toEqual([{ id: expect.any(Number), name: 'Ann 1', email: 'ann1@example.com', message: `Hello 1 ${EVIL}`, date: expect.any(String) }])
    expect(await clicksOf(link.id)).toBe(2)
  })

  it('stores newsletter sign-ups; refuses a bad email, a large body and a deleted overlay, storing nothing', async () => {
    const id = await added('/overlay/add', { type: 'newsletter', name: 'n', title: 'Join' })
    expect((await send(id, { email: 'bea@example.com' })).status).toBe(200)
    const bad = await send(id, { email: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('email must be a valid email address.')
    expect((await send(id, { email: 'big@example.com', pad: 'x'.repeat(9000) })).status).toBe(413)
    const messages = async () => ok(await call(s, `/overlay/${id}/messages`, { key }), overlayMessageList).data
    expect((await messages()).messages.map((m) => m.email)).toEqual(['bea@example.com'])
    const coupon = await added('/overlay/add', { type: 'coupon', name: 'c', title: 't', code: 'NOPE' })
    expect((await send(coupon, { email: 'c@example.com' })).status).toBe(404)
    ok(await del(`/overlay/${id}/delete`), messageEnvelope)
    expect((await send(id, { email: 'late@example.com' })).status).toBe(404)
    expect(await s.db.select().from(overlayMessages).where(eq(overlayMessages.overlayId, id))).toEqual([])
  })

  it('limits the posts of one address to 5 in 10 minutes, not those of another', async () => {
    const id = await added('/overlay/add', { type: 'newsletter', name: 'n', title: 'Join' })
    const ip = visitor()
    for (let i = 0; i < 5; i++) expect((await send(id, { email: `r${i}@example.com` }, ip)).status).toBe(200)
    const limited = await send(id, { email: 'r5@example.com' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await send(id, { email: 'other@example.com' })).status).toBe(200)
    expect(ok(await call(s, `/overlay/${id}/messages`, { key }), overlayMessageList).data.result).toBe(6)
  })
})
