import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, count, eq, like } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIO_DELETED, BIO_UPDATED, bioList, bioResponse, bioSaved, type BioItem } from '../../contract/bio.ts'
import { createdEnvelope, messageEnvelope } from '../../contract/envelope.ts'
import { fileUploaded } from '../../contract/files.ts'
import { ALIAS_RESERVED, ALIAS_TAKEN, linkList, linkSaved } from '../../contract/links.ts'
import { bioPages, links } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, ok } from './helpers.ts'
import { hostRequest } from './public-http.ts'

// Issue 37 (X3): bio pages through the API, their guards, and the public page with its counted clicks.
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const BRAND = 'https://me.brand-bio.test'

let s: TestServer
let key: string
let otherKey: string
let userId: number
let imageServer: Server
let port: number
const served = new Map<string, number>()

function squarePng(size: number): Buffer {
  const png = new PNG({ width: size, height: size })
  png.data.fill(200)
  return PNG.sync.write(png)
}

beforeAll(async () => {
  const avatar = squarePng(64)
  imageServer = createServer((req, res) => {
    const path = req.url!.split('?')[0]!
    served.set(path, (served.get(path) ?? 0) + 1)
    if (path === '/me.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(avatar)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve))
  port = (imageServer.address() as AddressInfo).port
  s = await startServer({ logoFetchHosts: new Map([['avatar.test', '127.0.0.1']]) })
  const user = await s.newUser()
  key = user.apiKey
  userId = user.id
  otherKey = (await s.newUser()).apiKey
  ok(await call(s, '/domain/add', { method: 'POST', key, body: { domain: BRAND } }), createdEnvelope)
})
afterAll(async () => {
  imageServer?.closeAllConnections()
  imageServer?.close()
  await s?.stop()
})

const add = (body: Record<string, unknown>, k = key) => call(s, '/bio/add', { method: 'POST', key: k, body })
const update = (id: number, body: unknown, k = key) => call(s, `/bio/${id}/update`, { method: 'PUT', key: k, body })
const get = async (id: number, k = key): Promise<BioItem> => ok(await call(s, `/bio/${id}`, { key: k }), bioResponse).data
const visit = (path: string, ua = CHROME, init: { method?: string; host?: string } = {}) =>
  hostRequest(s.url, path, init.host ?? new URL(s.url).host, { method: init.method, headers: { 'User-Agent': ua, 'X-Forwarded-For': '203.0.113.7' } })
const html = async (path: string, host?: string) => {
  const answer = await visit(path, CHROME, { host })
  expect(answer.status).toBe(200)
  return { text: answer.body.toString('utf8'), headers: answer.headers }
}
const rowsOf = async () => (await s.db.select({ n: count() }).from(links).where(eq(links.userId, userId)))[0]!.n
const aliasOf = (url: string) => new URL(url).pathname.slice(1)

describe('the API (X3)', () => {
  it('creates a page with defaults, lists it, searches it, and keeps it out of /urls', async () => {
    const created = ok(await add({ name: 'Ada <3 R&D', description: 'Maths & engines' }), bioSaved)
    expect(created.url).toBe(`${s.config.publicUrl}/${aliasOf(created.url)}`)
    const page = await get(created.id)
    expect(page).toMatchObject({
      id: created.id,
      name: 'Ada <3 R&D',
      description: 'Maths & engines',
      domain: '',
      avatar: '',
      theme: { background: '#ffffff', text: '#1f2937', button: '#1e40af', buttonText: '#ffffff' },
      buttonStyle: 'rounded',
      public: true,
      blocks: [],
      pixels: [],
      views: 0,
      clicks: 0,
    })
    ok(await add({ name: 'Second page', alias: 'second-bio' }), bioSaved)
    const all = ok(await call(s, '/bio?limit=1', { key }), bioList).data
    expect([all.result, all.maxpage, all.bios.length, all.bios[0]!.name]).toEqual([2, 2, 1, 'Second page'])
    const found = ok(await call(s, `/bio?q=${encodeURIComponent('r&d')}`, { key }), bioList).data
    expect(found.bios.map((b) => b.id)).toEqual([created.id])
    expect(ok(await call(s, '/bio?q=second-b', { key }), bioList).data.result).toBe(1)
    expect(ok(await call(s, '/urls', { key }), linkList).data.urls).toEqual([])
  })

  it('updates only the fields given, keeps a link block (and its clicks) by its id, and drops blocks left out', async () => {
    const { id } = ok(
      await add({
        name: 'Blocks',
        blocks: [
          { type: 'link', title: 'Shop', url: 'https://shop.example/' },
          { type: 'link', title: 'Blog', url: 'https://blog.example/' },
        ],
      }),
      bioSaved,
    )
    const [shop, blog] = (await get(id)).blocks as Extract<BioItem['blocks'][number], { type: 'link' }>[]
    expect((await visit(`/${(await get(id)).alias}/go/${shop!.id}`)).status).toBe(302)
    ok(await update(id, { theme: { button: '#AA0000' }, blocks: [{ type: 'heading', text: 'Hi' }, { type: 'link', id: shop!.id, title: 'Shop!', url: 'https://shop.example/new' }] }), messageEnvelope)
    const after = await get(id)
    expect(after.theme).toEqual({ background: '#ffffff', text: '#1f2937', button: '#aa0000', buttonText: '#ffffff' })
    expect(after.blocks).toEqual([
      { type: 'heading', text: 'Hi' },
      { type: 'link', id: shop!.id, title: 'Shop!', url: 'https://shop.example/new', clicks: 1 },
    ])
    expect(after.clicks).toBe(1)
    expect(await s.db.select().from(links).where(eq(links.id, blog!.id))).toEqual([])
    expect(ok(await update(id, {}), messageEnvelope).message).toBe(BIO_UPDATED)
    expect((await get(id)).blocks).toHaveLength(2)
  })

  it.each([
    ['blocks not a list', { blocks: 'none' }, 'blocks must be a list of blocks.'],
    ['51 blocks', { blocks: Array.from({ length: 51 }, () => ({ type: 'text', text: 'x' })) }, 'blocks must hold at most 50 blocks.'],
    ['an unknown block type', { blocks: [{ type: 'video', url: 'https://v.example' }] }, 'blocks, block 1: type must be one of link, heading, text, social, image.'],
    ['a javascript: link block', { blocks: [{ type: 'text', text: 'a' }, { type: 'link', title: 'x', url: 'javascript:alert(1)' }] }, 'blocks, block 2: url must be a full URL starting with http:// or https://.'],
    ['a data: image', { blocks: [{ type: 'image', url: 'data:image/png;base64,AAAA' }] }, 'blocks, block 1: url must be a full URL starting with http:// or https://.'],
    ['a javascript: image link', { blocks: [{ type: 'image', url: 'https://i.example/a.png', link: 'javascript:x' }] }, 'blocks, block 1: link must be a full URL starting with http:// or https://, or empty.'],
    ['a javascript: social URL', { blocks: [{ type: 'social', network: 'x', url: 'javascript:x' }] }, 'blocks, block 1: url must be a full URL starting with http:// or https://.'],
    ['a data: avatar', { avatar: 'data:image/png;base64,AAAA' }, 'avatar must be a full URL starting with http:// or https://, or empty.'],
    ['a colour that is not #RRGGBB', { theme: { background: 'white' } }, 'theme.background must be a colour like #1e90ff (# and six hex digits).'],
    ['a theme that is not an object', { theme: '#ffffff' }, 'theme must be an object of {background, text, button, buttonText} colours.'],
    ['an unknown button style', { buttonStyle: 'round' }, 'buttonStyle must be one of rounded, square, pill.'],
    ['a name too long', { name: 'n'.repeat(101) }, 'name must be at most 100 characters.'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_label, body, message) => {
    const before = await rowsOf()
    failed(await add({ name: 'Bad', ...body }), 400, message)
    expect(await rowsOf()).toBe(before)
  })

  it('answers every wrong type in every field with a 4xx naming the field, never a 500, and writes nothing', async () => {
    const { id } = ok(await add({ name: 'Target' }), bioSaved)
    const before = await rowsOf()
    let created = 0
    const fields = ['name', 'alias', 'domain', 'description', 'avatar', 'theme', 'buttonStyle', 'public', 'blocks', 'pixels']
    const values: unknown[] = [123, true, {}, ['x'], 'x'.repeat(3000), { type: 'link' }, [{ type: 'link', title: {}, url: [] }], [null], [{ type: 'social', network: 'email', url: 'javascript:x@y.z' }]]
    for (const field of fields) {
      for (const value of values) {
        for (const answer of [await add({ name: 'x', [field]: value }), await update(id, { [field]: value })]) {
          // `public: true` and a theme naming no colour ({}) are valid.
          if (answer.status === 200) {
            if ((answer.body as { url?: string }).url) created++
            continue
          }
          expect([400, 404], `${field} = ${JSON.stringify(value).slice(0, 60)}: ${answer.text}`).toContain(answer.status)
          expect((answer.body as { message: string }).message.toLowerCase()).toContain(field === 'buttonStyle' ? 'buttonstyle' : field === 'domain' ? 'domain' : field)
        }
      }
    }
    expect([created, await rowsOf()]).toEqual([3, before + 3])
  })

  it('shares the alias namespace with links and files, refuses reserved aliases, and others\' domains', async () => {
    ok(await call(s, '/url/add', { method: 'POST', key: otherKey, body: { url: 'https://x.example', custom: 'taken-by-link' } }), linkSaved)
    ok(await call(s, '/files/upload/a.txt?custom=taken-by-file', { method: 'POST', key: otherKey, body: 'a' }), fileUploaded)
    const before = await rowsOf()
    failed(await add({ name: 'x', alias: 'taken-by-link' }), 409, ALIAS_TAKEN)
    failed(await add({ name: 'x', alias: 'taken-by-file' }), 409, ALIAS_TAKEN)
    failed(await add({ name: 'x', alias: 'bio' }), 409, ALIAS_RESERVED)
    failed(await add({ name: 'x', domain: BRAND }, otherKey), 404, 'Domain not found.')
    expect(await rowsOf()).toBe(before)
    const { id } = ok(await add({ name: 'Mine' }), bioSaved)
    failed(await update(id, { alias: 'second-bio' }), 409, ALIAS_TAKEN)
    failed(await call(s, '/url/add', { method: 'POST', key: otherKey, body: { url: 'https://x.example', custom: 'second-bio' } }), 409, ALIAS_TAKEN)
  })

  it('lets no user see, change or delete another user\'s page', async () => {
    const { id } = ok(await add({ name: 'Private to me' }), bioSaved)
    failed(await call(s, `/bio/${id}`, { key: otherKey }), 404, 'Bio page not found.')
    failed(await update(id, { name: 'Stolen' }, otherKey), 404, 'Bio page not found.')
    failed(await call(s, `/bio/${id}/delete`, { method: 'DELETE', key: otherKey }), 404, 'Bio page not found.')
    expect(ok(await call(s, '/bio', { key: otherKey }), bioList).data.result).toBe(0)
    expect((await get(id)).name).toBe('Private to me')
  })

  it('fetches the avatar once behind the QR logos\' guard, and refuses a private address', async () => {
    const before = await rowsOf()
    failed(await add({ name: 'x', avatar: `http://127.0.0.1:${port}/me.png` }), 400, 'avatar could not be downloaded: its address is private.')
    expect(await rowsOf()).toBe(before)
    const avatar = `http://avatar.test:${port}/me.png`
    const { id, url } = ok(await add({ name: 'With face', avatar }), bioSaved)
    ok(await update(id, { avatar, name: 'Still' }), messageEnvelope)
    expect(served.get('/me.png')).toBe(1)
    expect((await get(id)).avatar).toBe(avatar)
    const page = (await html(`/${aliasOf(url)}`)).text
    const src = /<img class="avatar" src="([^"]+)"/.exec(page)![1]!
    expect(page).toContain(`<meta property="og:image" content="${s.config.publicUrl}${src}">`)
    const image = await visit(src)
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png'])
    expect(PNG.sync.read(image.body).width).toBe(64)
  })

  it('deletes a page with its block rows, and its address stops answering', async () => {
    const { id, url } = ok(await add({ name: 'Gone', blocks: [{ type: 'link', title: 'a', url: 'https://a.example' }] }), bioSaved)
    expect((await visit(`/${aliasOf(url)}`)).status).toBe(200)
    expect(ok(await call(s, `/bio/${id}/delete`, { method: 'DELETE', key }), messageEnvelope).message).toBe(BIO_DELETED)
    expect(await s.db.select().from(links).where(and(eq(links.kind, 'bio-block'), like(links.alias, `bio/${id}/%`)))).toEqual([])
    expect(await s.db.select().from(bioPages).where(eq(bioPages.linkId, id))).toEqual([])
    expect((await visit(`/${aliasOf(url)}`)).status).toBe(404)
  })

  it('puts a page into a directory as type=bio, and not another user\'s or a link as one', async () => {
    const { id } = ok(await add({ name: 'Filed' }), bioSaved)
    const dir = ((await call(s, '/directory/add', { method: 'POST', key, body: { name: 'Bio dir' } })).body as { id: number }).id
    expect((await call(s, `/directory/${dir}/assign/bio/${id}`, { method: 'POST', key })).status).toBe(200)
    const others = ok(await add({ name: 'Theirs' }, otherKey), bioSaved).id
    expect((await call(s, `/directory/${dir}/assign/bio/${others}`, { method: 'POST', key })).status).toBe(404)
    const link = ok(await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://l.example' } }), linkSaved).id
    expect((await call(s, `/directory/${dir}/assign/bio/${link}`, { method: 'POST', key })).status).toBe(404)
  })
})

describe('the public page', () => {
  it('escapes every text, has no script and carries OG tags', async () => {
    const { url } = ok(
      await add({
        name: '<script>alert(1)</script>',
        description: 'R&D "quoted" <b>',
        blocks: [
          { type: 'heading', text: '<img src=x onerror=alert(1)>' },
          { type: 'text', text: 'one\n<two>' },
          { type: 'link', title: '</a><script>', url: 'https://shop.example/?a=1&b="2"' },
          { type: 'social', network: 'github', url: 'https://github.com/ada' },
          { type: 'social', network: 'email', url: 'ada@example.com' },
          { type: 'image', url: 'https://i.example/a.png', link: 'https://i.example/' },
        ],
      }),
      bioSaved,
    )
    const { text, headers } = await html(`/${aliasOf(url)}`)
    expect(text).not.toMatch(/<script/i)
    expect(text).not.toContain('<b>')
    expect(text).toContain('<h1>&#60;script&#62;alert(1)&#60;/script&#62;</h1>')
    expect(text).toContain('<h2>&#60;img src=x onerror=alert(1)&#62;</h2>')
    expect(text).toContain('<p>one\n&#60;two&#62;</p>')
    expect(text).toContain('<meta property="og:title" content="&#60;script&#62;alert(1)&#60;/script&#62;">')
    expect(text).toContain('<meta property="og:description" content="R&#38;D &#34;quoted&#34; &#60;b&#62;">')
    expect(text).toContain(`<meta property="og:url" content="${url}">`)
    expect(text).toContain('href="mailto:ada@example.com" aria-label="Email"')
    expect(text).toContain('aria-label="GitHub"')
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'; img-src 'self' https: http: data:; style-src 'sha256-/)
    expect(headers['x-frame-options']).toBe('DENY')
  })

  it('fires the page\'s pixels with their own snippets only', async () => {
    const pixel = ok(await call(s, '/pixel/add', { method: 'POST', key, body: { type: 'gtmpixel', name: 'GTM', tag: 'GTM-BIO1' } }), createdEnvelope).id
    const { url } = ok(await add({ name: 'Tracked', pixels: [pixel] }), bioSaved)
    const { text, headers } = await html(`/${aliasOf(url)}`)
    expect(text).toContain('GTM-BIO1')
    expect(headers['content-security-policy']).toContain('https://www.googletagmanager.com')
  })

  it('counts views and block clicks, not bots, previewers or HEAD, and redirects a block to its URL', async () => {
    const { id, url } = ok(await add({ name: 'Counted', blocks: [{ type: 'link', title: 'Go', url: 'https://dest.example/path?q=1' }] }), bioSaved)
    const alias = aliasOf(url)
    const block = (await get(id)).blocks[0] as { id: number }
    await visit(`/${alias}`)
    await visit(`/${alias}`, GOOGLEBOT)
    await visit(`/${alias}`, CHROME, { method: 'HEAD' })
    const go = await visit(`/${alias}/go/${block.id}`)
    expect([go.status, go.headers.location]).toEqual([302, 'https://dest.example/path?q=1'])
    expect((await visit(`/${alias}/go/${block.id}`, GOOGLEBOT)).status).toBe(302)
    expect((await visit(`/${alias}/go/${block.id + 999}`)).status).toBe(404)
    expect((await visit(`/second-bio/go/${block.id}`)).status).toBe(404)
    const page = await get(id)
    expect([page.views, page.clicks, (page.blocks[0] as { clicks: number }).clicks]).toEqual([1, 1, 1])
  })

  it('answers a private page and its blocks with 404, and counts nothing', async () => {
    const { id, url } = ok(await add({ name: 'Hidden', public: false, blocks: [{ type: 'link', title: 'x', url: 'https://x.example' }] }), bioSaved)
    const block = (await get(id)).blocks[0] as { id: number }
    expect((await visit(`/${aliasOf(url)}`)).status).toBe(404)
    expect((await visit(`/${aliasOf(url)}/go/${block.id}`)).status).toBe(404)
    ok(await update(id, { public: true }), messageEnvelope)
    expect((await visit(`/${aliasOf(url)}`)).status).toBe(200)
    expect((await get(id)).views).toBe(1)
  })

  it('serves a page on its owner\'s branded domain, and only there', async () => {
    const { id } = ok(await add({ name: 'Branded', alias: 'on-brand', domain: BRAND, blocks: [{ type: 'link', title: 'x', url: 'https://x.example/' }] }), bioSaved)
    expect((await get(id)).url).toBe(`${BRAND}/on-brand`)
    const host = new URL(BRAND).host
    const { text } = await html('/on-brand', host)
    expect(text).toContain(`<meta property="og:url" content="${BRAND}/on-brand">`)
    const block = (await get(id)).blocks[0] as { id: number }
    expect((await visit(`/on-brand/go/${block.id}`, CHROME, { host })).headers.location).toBe('https://x.example/')
    expect((await visit('/on-brand')).status).toBe(404)
    expect((await get(id)).clicks).toBe(1)
  })
})
