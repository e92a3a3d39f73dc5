// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VISITOR_SCRIPT } from '../../contract/landing-html.ts'
import { framePage, pixelPage, splashPage } from './landing-pages.ts'
import { PIXEL_LOADER, PIXEL_SNIPPETS, PIXEL_TYPES, type PixelType } from './pixel-snippets.ts'

const TAGS: Record<PixelType, string> = {
  gtmpixel: 'GTM-ABC1234',
  gapixel: 'G-ABCDE12345',
  fbpixel: '123456789012345',
  adwordspixel: 'AW-123456789',
  linkedinpixel: '1234567',
  twitterpixel: 'o1a2b',
  adrollpixel: 'ADV123/PIX456',
  quorapixel: 'a1b2c3d4e5',
  pinterest: '2612345678901',
  bing: '12345678',
  snapchat: '8a7b6c5d-1234-4e5f-9a8b-7c6d5e4f3a2b',
  reddit: 't2_abc123',
  tiktok: 'C4ABCDEFGH',
}
const HOSTILE = ['</script><script>alert(1)</script>', "'); alert(1); ('", '"><img src=x onerror=alert(1)>']
const DEST = 'https://example.com/landing?utm_source=x'

interface Entry {
  type: string
  tag: string
  src: string
  args: string[]
}
interface Plan {
  pixels: Entry[]
  next: string | null
  delay: number
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
function directives(csp: string) {
  const map = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    expect(map.has(name), `${name} twice`).toBe(false)
    map.set(name, values)
  }
  return map
}
const jsonBlock = (doc: Document) => doc.querySelector<HTMLScriptElement>('script#pixels[type="application/json"]')
const plan = (doc: Document) => JSON.parse(jsonBlock(doc)!.textContent!) as Plan
const origin = (url: string) => new URL(url).origin
const allowedBy = (sources: string[], url: string) => {
  const u = new URL(url)
  return sources.some((s) => {
    if (!s.startsWith('https://')) return false
    const host = s.slice('https://'.length)
    return u.protocol === 'https:' && (host.startsWith('*.') ? u.hostname.endsWith(host.slice(1)) : u.host === host)
  })
}

// A stand-in window, so location.replace, setTimeout and the vendor globals can be observed.
function runLoader(html: string) {
  const doc = parse(html)
  const data = jsonBlock(doc)!
  const loader = [...doc.querySelectorAll('script')].find((s) => !s.hasAttribute('type'))!
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'pixels'
  block.textContent = data.textContent
  document.body.append(block)
  const before = new Set(document.querySelectorAll('script'))
  const timers: { fn: () => void; ms: number }[] = []
  const w: Record<string, unknown> & { location: { replace: ReturnType<typeof vi.fn> } } = {
    location: { replace: vi.fn() },
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  }
  new Function('window', 'document', loader.textContent!)(w, document)
  const added = [...document.querySelectorAll('script')].filter((s) => !before.has(s))
  return { w, timers, added }
}
afterEach(() => {
  for (const s of document.querySelectorAll('script')) s.remove()
})

describe('pixel page: each of the 13 types', () => {
  it('knows all 13 types of D25, in order', () => {
    expect(PIXEL_TYPES).toEqual(['gtmpixel', 'gapixel', 'fbpixel', 'adwordspixel', 'linkedinpixel', 'twitterpixel', 'adrollpixel', 'quorapixel', 'pinterest', 'bing', 'snapchat', 'reddit', 'tiktok'])
  })

  it.each(PIXEL_TYPES)('%s: its vendor hosts, and only those, in the CSP; a script for it in the plan', (type) => {
    const snippet = PIXEL_SNIPPETS[type]
    const { html, csp } = pixelPage({ title: 'Sale', destination: DEST, pixels: [{ type, tag: TAGS[type] }] })
    const doc = parse(html)
    const d = directives(csp)
    expect(d.get('default-src')).toEqual(["'none'"])
    expect(d.get('script-src')).toEqual([sha256(PIXEL_LOADER), ...snippet.scriptHosts])
    expect(d.get('connect-src') ?? []).toEqual([...(snippet.connectHosts ?? [])])
    expect(d.get('img-src')).toEqual([...(snippet.imgHosts ?? []), 'data:'])
    expect(d.get('frame-src') ?? []).toEqual([...(snippet.frameHosts ?? [])])
    expect(d.get('form-action')).toEqual(snippet.formHosts ? [...snippet.formHosts] : ["'none'"])
    expect(d.get('base-uri')).toEqual(["'none'"])
    expect(d.get('frame-ancestors')).toEqual(["'none'"])
    expect(doc.querySelectorAll('script')).toHaveLength(2)
    const data = plan(doc)
    expect(data.next).toBe(DEST)
    expect(data.delay).toBe(1000)
    expect(data.pixels).toHaveLength(1)
    const [entry] = data.pixels
    expect(entry).toMatchObject({ type, tag: TAGS[type] })
    expect(snippet.scriptHosts).toContain(origin(entry!.src))
  })

  it('vendor script URLs and init values follow each vendor\'s standard code', () => {
    const pixels = PIXEL_TYPES.map((type) => ({ type, tag: TAGS[type] }))
    const entries = plan(parse(pixelPage({ title: '', destination: DEST, pixels }).html)).pixels
    const by = Object.fromEntries(entries.map((e) => [e.type, e]))
    expect(by.gtmpixel).toMatchObject({ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', args: ['GTM-ABC1234'] })
    expect(by.gapixel).toMatchObject({ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345', args: ['G-ABCDE12345'] })
    expect(by.fbpixel).toMatchObject({ src: 'https://connect.facebook.net/en_US/fbevents.js', args: ['123456789012345'] })
    expect(by.adwordspixel).toMatchObject({ src: 'https://www.googletagmanager.com/gtag/js?id=AW-123456789', args: ['AW-123456789', ''] })
    expect(by.linkedinpixel).toMatchObject({ src: 'https://snap.licdn.com/li.lms-analytics/insight.min.js' })
    expect(by.twitterpixel).toMatchObject({ src: 'https://static.ads-twitter.com/uwt.js' })
    expect(by.adrollpixel).toMatchObject({ src: 'https://s.adroll.com/j/ADV123/roundtrip.js', args: ['ADV123', 'PIX456'] })
    expect(by.quorapixel).toMatchObject({ src: 'https://a.quora.com/qevents.js' })
    expect(by.pinterest).toMatchObject({ src: 'https://s.pinimg.com/ct/core.js' })
    expect(by.bing).toMatchObject({ src: 'https://bat.bing.com/bat.js' })
    expect(by.snapchat).toMatchObject({ src: 'https://sc-static.net/scevent.min.js' })
    expect(by.reddit).toMatchObject({ src: 'https://www.redditstatic.com/ads/pixel.js' })
    expect(by.tiktok).toMatchObject({ src: 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4ABCDEFGH&lib=ttq' })
  })

  it('Google Ads: a bare id gets AW-, a conversion label is sent as a conversion; AdRoll: a lone advertiser id', () => {
    const entries = plan(parse(pixelPage({ title: '', destination: DEST, pixels: [
      { type: 'adwordspixel', tag: '987654321' },
      { type: 'adwordspixel', tag: 'aw-111/AbC-label' },
      { type: 'adrollpixel', tag: 'ADVONLY' },
    ] }).html)).pixels
    expect(entries.map((e) => e.args)).toEqual([['AW-987654321', ''], ['AW-111', 'AW-111/AbC-label'], ['ADVONLY', '']])
    expect(entries[1]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-111')
  })

  it('only the hosts of the types present; unknown types are skipped', () => {
    const { html, csp } = pixelPage({ title: '', destination: DEST, pixels: [
      { type: 'fbpixel', tag: '1234' }, { type: 'tiktok', tag: 'C4X' }, { type: 'nosuchpixel', tag: 'x' }, { type: 'fbpixel', tag: '5678' },
    ] })
    const d = directives(csp)
    expect(d.get('script-src')).toEqual([sha256(PIXEL_LOADER), 'https://connect.facebook.net', 'https://analytics.tiktok.com'])
    expect(csp).not.toContain('googletagmanager')
    expect(csp).not.toContain('frame-src')
    expect(plan(parse(html)).pixels.map((p) => p.type)).toEqual(['fbpixel', 'tiktok', 'fbpixel'])
  })
})

describe('the loader (run in jsdom)', () => {
  it('inits every vendor queue with the tags from JSON, appends each vendor script once, then forwards after 1 s', () => {
    const pixels = [...PIXEL_TYPES.map((type) => ({ type, tag: TAGS[type] })), { type: 'fbpixel', tag: '999' }, { type: 'bing', tag: '222' }]
    const { html } = pixelPage({ title: '', destination: DEST, pixels })
    const { w, timers, added } = runLoader(html)
    const expected = [...new Set(plan(parse(html)).pixels.map((p) => p.src))]
    expect(added.map((s) => s.src)).toEqual(expected)
    expect(added.every((s) => s.async)).toBe(true)

    const calls = (queue: unknown) => (queue as ArrayLike<unknown>[]).map((args) => Array.from(args))
    const dataLayer = w.dataLayer as unknown[]
    expect(dataLayer[0]).toMatchObject({ event: 'gtm.js' })
    expect(calls(dataLayer.slice(1))).toEqual([['js', expect.any(Date)], ['config', TAGS.gapixel], ['config', TAGS.adwordspixel]])
    const fbq = w.fbq as { queue: ArrayLike<unknown>[] }
    expect(calls(fbq.queue)).toEqual([['init', TAGS.fbpixel], ['init', '999'], ['track', 'PageView']])
    expect(w._linkedin_partner_id).toBe(TAGS.linkedinpixel)
    expect(w._linkedin_data_partner_ids).toEqual([TAGS.linkedinpixel])
    expect(calls((w.twq as { queue: ArrayLike<unknown>[] }).queue)).toEqual([['config', TAGS.twitterpixel]])
    expect([w.adroll_adv_id, w.adroll_pix_id]).toEqual(['ADV123', 'PIX456'])
    expect(calls(w.adroll as ArrayLike<unknown>[])).toEqual([['track', expect.anything()]])
    expect(calls((w.qp as { queue: ArrayLike<unknown>[] }).queue)).toEqual([['init', TAGS.quorapixel], ['track', 'ViewContent']])
    expect((w.pintrk as { queue: unknown[] }).queue).toEqual([['load', TAGS.pinterest], ['page']])
    expect(calls((w.snaptr as { queue: ArrayLike<unknown>[] }).queue)).toEqual([['init', TAGS.snapchat, {}], ['track', 'PAGE_VIEW']])
    expect(calls((w.rdt as { callQueue: ArrayLike<unknown>[] }).callQueue)).toEqual([['init', TAGS.reddit], ['track', 'PageVisit']])
    const ttq = w.ttq as unknown[] & { _i: Record<string, unknown> }
    expect(Object.keys(ttq._i)).toEqual([TAGS.tiktok])
    expect(Array.from(ttq)).toEqual([['page']])

    const made: unknown[] = []
    w.UET = class { constructor(o: { ti: string }) { made.push(o.ti) } push() {} }
    added.find((s) => s.src === 'https://bat.bing.com/bat.js')!.dispatchEvent(new Event('load'))
    expect(made).toEqual([TAGS.bing, '222'])

    expect(timers).toHaveLength(1)
    expect(timers[0]!.ms).toBe(1000)
    expect(w.location.replace).not.toHaveBeenCalled()
    timers[0]!.fn()
    expect(w.location.replace).toHaveBeenCalledWith(DEST)
  })

  it('frame and splash pages with pixels load them but do not forward', () => {
    for (const { html } of [
      framePage({ title: 'T', destination: DEST, shortUrl: 'https://sho.rt/a', pixels: [{ type: 'reddit', tag: 't2_x' }] }),
      splashPage({ title: 'T', destination: DEST, pixels: [{ type: 'reddit', tag: 't2_x' }] }),
    ]) {
      const { w, timers, added } = runLoader(html)
      expect(added.map((s) => s.src)).toEqual(['https://www.redditstatic.com/ads/pixel.js'])
      expect(timers).toEqual([])
      expect(w.location.replace).not.toHaveBeenCalled()
      expect(plan(parse(html)).next).toBeNull()
      for (const s of document.querySelectorAll('script')) s.remove()
    }
  })
})

describe('hostile tags', () => {
  const cases = PIXEL_TYPES.flatMap((type) => HOSTILE.map((tag) => [type, tag] as const))
  it.each(cases)('%s with %s stays data', (type, tag) => {
    const { html, csp } = pixelPage({ title: 'Sale', destination: DEST, pixels: [{ type, tag }] })
    const doc = parse(html)
    expect(doc.querySelectorAll('script')).toHaveLength(2)
    expect(doc.querySelectorAll('img, [onerror]')).toHaveLength(0)
    expect(plan(doc).pixels[0]!.tag).toBe(tag)
    // The raw JSON block as it is in the HTML: nothing of the tag exists outside it.
    const start = html.indexOf('<script type="application/json" id="pixels">')
    const end = html.indexOf('</script>', start) + '</script>'.length
    const block = html.slice(start, end)
    expect(block.match(/<\/script/gi)).toHaveLength(1)
    expect(block.slice('<script type="application/json" id="pixels">'.length, -'</script>'.length)).not.toMatch(/[<>]/)
    const outside = html.slice(0, start) + html.slice(end)
    expect(outside).not.toContain(tag)
    expect(outside).not.toContain('alert(1)')
    expect(outside.match(/<script/gi)).toHaveLength(1)
    // The vendor script URL carries the tag only URL-encoded, on the vendor's own host.
    const { src } = plan(doc).pixels[0]!
    expect(src).not.toMatch(/[<>"' ]/)
    expect(allowedBy(directives(csp).get('script-src')!, src)).toBe(true)
  })

  it('all 13 types with hostile tags: the loader runs, appends only vendor scripts, and executes nothing else', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    for (const tag of HOSTILE) {
      const { html, csp } = pixelPage({ title: '', destination: DEST, pixels: PIXEL_TYPES.map((type) => ({ type, tag })) })
      const { added } = runLoader(html)
      const scriptSrc = directives(csp).get('script-src')!
      expect(added.length).toBeGreaterThan(0)
      for (const s of added) expect(allowedBy(scriptSrc, s.src), s.src).toBe(true)
      expect(document.querySelectorAll('img, iframe, [onerror]')).toHaveLength(0)
      for (const s of document.querySelectorAll('script')) s.remove()
    }
    expect(alert).not.toHaveBeenCalled()
  })
})

describe('escaping and hashes', () => {
  const nasty = `https://example.com/p?a="b"&c=<d>&e='f'`

  it('pixel page: the destination is quoted properly in the link, the noscript refresh and the JSON', () => {
    const { html } = pixelPage({ title: '<b>"T"</b>', destination: nasty, pixels: [{ type: 'gapixel', tag: 'G-1' }] })
    expect(html).not.toContain('"b"')
    expect(html).not.toContain('<d>')
    expect(html).not.toContain('<b>')
    const doc = parse(html)
    expect(doc.title).toBe('<b>"T"</b>')
    expect(doc.querySelector('a.button')!.getAttribute('href')).toBe(nasty)
    expect(doc.querySelector('a.button')!.textContent).toBe('Continue to example.com')
    expect(doc.querySelector('noscript meta[http-equiv="refresh"]')!.getAttribute('content')).toBe(`0;url=${nasty}`)
    expect(plan(doc).next).toBe(nasty)
  })

  it('refuses a destination that is not http(s)', () => {
    expect(() => pixelPage({ title: '', destination: 'javascript:alert(1)', pixels: [] })).toThrow(TypeError)
    expect(() => splashPage({ title: '', destination: 'not a url' })).toThrow(TypeError)
    expect(() => framePage({ title: '', destination: 'data:text/html,x', shortUrl: 's' })).toThrow(TypeError)
  })

  it('a $ pattern in the destination is not expanded', () => {
    const dest = "https://example.com/?x=$'$&$`"
    const doc = parse(splashPage({ title: '', destination: dest }).html)
    expect(doc.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe(`5;url=${dest}`)
  })

  it.each([
    ['pixel', pixelPage({ title: 't', destination: DEST, pixels: [{ type: 'bing', tag: '123' }] })],
    ['frame', framePage({ title: 't', destination: DEST, shortUrl: 'https://sho.rt/a', pixels: [{ type: 'bing', tag: '123' }] })],
    ['splash', splashPage({ title: 't', destination: DEST, pixels: [{ type: 'bing', tag: '123' }] })],
    ['frame without pixels', framePage({ title: 't', destination: DEST, shortUrl: 'https://sho.rt/a' })],
    ['splash without pixels', splashPage({ title: 't', destination: DEST })],
  ])('%s: script-src and style-src hashes are those of the exact inline texts', (_name, { html, csp }) => {
    const doc = parse(html)
    const d = directives(csp)
    const inline = [...doc.querySelectorAll('script')].filter((s) => !s.hasAttribute('type'))
    const scriptHashes = (d.get('script-src') ?? []).filter((v) => v.startsWith("'sha256-"))
    expect(inline.map((s) => sha256(s.textContent!))).toEqual(scriptHashes)
    if (inline.length) expect([PIXEL_LOADER, VISITOR_SCRIPT]).toContain(inline[0]!.textContent)
    const styles = [...doc.querySelectorAll('style')].map((s) => sha256(s.textContent!))
    expect(styles).toEqual(d.get('style-src'))
    expect(doc.querySelectorAll('[style]')).toHaveLength(0)
    expect(doc.documentElement.lang).toBe('en')
    expect(doc.title).not.toBe('')
  })

  it('the loader can never close its own script element', () => {
    expect(PIXEL_LOADER).not.toMatch(/<\/script|<!--|<script/i)
  })
})

describe('frame page', () => {
  const dest = 'https://example.com/a?x="1"&y=<2>'
  const { html, csp } = framePage({ title: 'Our <sale>', destination: dest, shortUrl: 'https://sho.rt/<x>' })
  const doc = parse(html)

  it('frames the destination under a bar with the short URL, the title and a plain link out', () => {
    const iframe = doc.querySelector('iframe')!
    expect(iframe.getAttribute('src')).toBe(dest)
    expect(iframe.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(iframe.getAttribute('title')).toBe('Our <sale>')
    expect(iframe.getAttribute('sandbox')!.split(' ').sort()).toEqual([
      'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts', 'allow-top-navigation-by-user-activation',
    ])
    const bar = doc.querySelector('header.bar')!
    expect(bar.textContent).toContain('https://sho.rt/<x>')
    expect(bar.textContent).toContain('Our <sale>')
    const out = bar.querySelector('a')!
    expect(out.getAttribute('href')).toBe(dest)
    expect(out.getAttribute('target')).toBe('_top')
    expect(out.textContent).toBe('Open the page directly')
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(html).not.toContain('<sale>')
    expect(html).not.toContain('<x>')
  })

  it('CSP: frames only, no script', () => {
    const d = directives(csp)
    expect([...d.keys()]).toEqual(['default-src', 'img-src', 'style-src', 'frame-src', 'base-uri', 'form-action', 'frame-ancestors'])
    expect(d.get('default-src')).toEqual(["'none'"])
    expect(d.get('frame-src')).toEqual(['http:', 'https:'])
    expect(d.get('img-src')).toEqual(['data:'])
    expect(d.get('base-uri')).toEqual(["'none'"])
    expect(d.get('form-action')).toEqual(["'none'"])
    expect(d.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('with pixels: the JSON block and loader, the CSP widened for them', () => {
    const withPixels = framePage({ title: 'T', destination: DEST, shortUrl: 's', pixels: [{ type: 'snapchat', tag: 'abc' }] })
    const d = directives(withPixels.csp)
    expect(d.get('script-src')).toEqual([sha256(PIXEL_LOADER), 'https://sc-static.net'])
    expect(d.get('frame-src')).toEqual(['http:', 'https:', 'https://tr.snapchat.com'])
    expect(d.get('form-action')).toEqual(['https://tr.snapchat.com'])
    expect(parse(withPixels.html).querySelectorAll('script')).toHaveLength(2)
  })
})

describe('splash page', () => {
  const { html, csp } = splashPage({ title: 'Big "sale"', destination: 'https://shop.example.com:8443/x?y=1' })
  const doc = parse(html)

  it('names the host, says it continues in 5 seconds, and refreshes after 5 without script', () => {
    expect(doc.querySelector('h1')!.textContent).toBe('You are leaving for shop.example.com:8443')
    expect(doc.body.textContent).toContain('You will continue automatically in 5 seconds.')
    expect(doc.body.textContent).toContain('Big "sale"')
    expect(doc.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe('5;url=https://shop.example.com:8443/x?y=1')
    const button = doc.querySelector('a.button')!
    expect(button.getAttribute('href')).toBe('https://shop.example.com:8443/x?y=1')
    expect(button.textContent).toBe('Continue to shop.example.com:8443')
    // V6: the countdown is the visitor script's, with a way to stay; the refresh is the no-script fallback.
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([VISITOR_SCRIPT])
    expect(doc.querySelector('noscript meta[http-equiv="refresh"]')).not.toBeNull()
    expect(doc.querySelector('#countdown')!.textContent).toBe('5')
    expect(doc.querySelector('#countdown-stop')!.textContent).toBe('Stay on this page')
  })

  it('CSP: only the visitor script, by its hash', () => {
    const d = directives(csp)
    expect(d.get('script-src')).toEqual([sha256(VISITOR_SCRIPT)])
    expect(d.has('connect-src')).toBe(false)
    expect(d.get('default-src')).toEqual(["'none'"])
    expect(d.get('img-src')).toEqual(['data:'])
    expect(d.get('form-action')).toEqual(["'none'"])
    expect(d.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('with pixels: loader and vendor hosts, meta refresh unchanged', () => {
    const withPixels = splashPage({ title: '', destination: DEST, pixels: [{ type: 'linkedinpixel', tag: '12345' }] })
    const d = directives(withPixels.csp)
    expect(d.get('script-src')).toEqual([sha256(PIXEL_LOADER), 'https://snap.licdn.com', sha256(VISITOR_SCRIPT)])
    expect(d.get('connect-src')).toEqual(['https://px.ads.linkedin.com', 'https://px4.ads.linkedin.com'])
    const pdoc = parse(withPixels.html)
    expect(pdoc.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe(`5;url=${DEST}`)
    expect(plan(pdoc)).toMatchObject({ next: null, pixels: [{ type: 'linkedinpixel', tag: '12345' }] })
  })
})
