import { VISITOR_SCRIPT, landingHtml, visitorScriptTag } from '../../contract/landing-html.ts'
import { esc, page } from '../public/html.ts'
import { PIXEL_LOADER, PIXEL_LOADER_HASH, pixelPlan, sha256Source, type PixelRef } from './pixel-snippets.ts'

// L4d: each page comes with the CSP it must be served with; the security-headers middleware keeps a handler's own.
export interface LandingPage {
  html: string
  csp: string
}

export const PIXEL_FORWARD_DELAY_MS = 1000
export const SPLASH_DELAY_SECONDS = 5
const VISITOR_SCRIPT_HASH = sha256Source(VISITOR_SCRIPT)

const LINK_BUTTON_STYLE = `.button{display:inline-block;margin-top:.5rem;background:#1d4ed8;color:#fff;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;font-weight:600;text-decoration:none}
.button:hover{background:#1e40af}.url{word-break:break-all;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:.5rem}.actions .button,.actions .stay{margin:0}
.stay{background:none;color:#1d4ed8;border:1px solid #94a3b8}
@media (prefers-color-scheme:dark){.button{background:#2563eb;color:#fff}.button:hover{background:#1d4ed8}.stay{color:#93c5fd}}`

const FRAME_STYLE = `body{display:block;padding:0;min-height:0;height:100vh;height:100dvh;overflow:hidden}
main{display:flex;flex-direction:column;max-width:none;width:100%;height:100%;padding:0;border:0;border-radius:0;box-shadow:none;background:transparent}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.45rem .9rem;background:#fff;border-bottom:1px solid #e2e8f0;font-size:.9rem;line-height:1.4}
.bar p{margin:0;flex:1 1 12rem;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:#475569}
.bar .short{font-weight:600;color:#0f172a}.bar a{font-weight:600;white-space:nowrap}
iframe{flex:1 1 auto;display:block;width:100%;min-height:0;border:0;background:#fff}
@media (prefers-color-scheme:dark){.bar{background:#0f172a;border-color:#1e293b}.bar p{color:#94a3b8}.bar .short{color:#e2e8f0}}`

// html.ts's style block, read from its output, so its hash follows any change made there.
const BASE_STYLE = /<style>([\s\S]*?)<\/style>/.exec(page('', ''))?.[1]
if (BASE_STYLE === undefined) throw new Error('landing-pages: page() no longer has a <style> block')
const BASE_STYLE_HASH = sha256Source(BASE_STYLE)

type Directive =
  | 'default-src' | 'script-src' | 'connect-src' | 'img-src' | 'style-src' | 'frame-src' | 'base-uri' | 'form-action' | 'frame-ancestors'
const ORDER: Directive[] = ['default-src', 'script-src', 'connect-src', 'img-src', 'style-src', 'frame-src', 'base-uri', 'form-action', 'frame-ancestors']
export type Csp = Partial<Record<Directive, string[]>>

function serializeCsp(csp: Csp) {
  return ORDER.filter((name) => csp[name]?.length).map((name) => [name, ...new Set(csp[name])].join(' ')).join('; ')
}

function destinationHost(destination: string) {
  let url: URL
  try {
    url = new URL(destination)
  } catch {
    throw new TypeError('landing page: the destination is not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('landing page: the destination is not http(s)')
  return url.host
}

// L4d: `<`, `>`, `&` and U+2028/9 as \u escapes, so the JSON cannot end its <script>.
function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export function pixelPart(pixels: readonly PixelRef[] | undefined, next: string | null) {
  const { entries, hosts } = pixelPlan(pixels ?? [])
  if (!entries.length && !next) return null
  const data = { pixels: entries, next, delay: next ? PIXEL_FORWARD_DELAY_MS : 0 }
  return {
    tail: `<script type="application/json" id="pixels">${scriptJson(data)}</script><script>${PIXEL_LOADER}</script>`,
    csp: {
      'script-src': [PIXEL_LOADER_HASH, ...hosts.script],
      'connect-src': hosts.connect,
      'img-src': hosts.img,
      'frame-src': hosts.frame,
      'form-action': hosts.form,
    } satisfies Csp,
  }
}

export interface Parts {
  title: string
  body: string
  style: string
  head?: string
  tail?: string
  pixels?: ReturnType<typeof pixelPart>
  csp: Csp
}

export function landingPage({ title, body, style, head = '', tail = '', pixels, csp }: Parts): LandingPage {
  const html = landingHtml({ title, body, style, head, tail: tail + (pixels?.tail ?? '') })
  const merged: Csp = {
    'default-src': ["'none'"],
    ...csp,
    'style-src': [BASE_STYLE_HASH, sha256Source(style)],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  if (pixels) {
    for (const [name, values] of Object.entries(pixels.csp) as [Directive, string[]][]) {
      if (!values.length) continue
      const current = merged[name] ?? []
      merged[name] = current.includes("'none'") ? [...values] : [...current, ...values]
    }
  }
  merged['img-src'] = [...(merged['img-src'] ?? []), 'data:']
  if (!merged['form-action']?.length) merged['form-action'] = ["'none'"]
  return { html, csp: serializeCsp(merged) }
}

export function pixelPage({ title, destination, pixels }: { title: string; destination: string; pixels: readonly PixelRef[] }): LandingPage {
  const host = destinationHost(destination)
  const href = esc(destination)
  const body = `<h1>Taking you to ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ''}<p role="status">One moment, you are being sent on.</p>
<a class="button" href="${href}">Continue to ${esc(host)}</a>`
  return landingPage({
    title: title || `Continue to ${host}`,
    body,
    style: LINK_BUTTON_STYLE,
    head: `<noscript><meta http-equiv="refresh" content="0;url=${href}"></noscript>`,
    pixels: pixelPart(pixels, destination),
    csp: {},
  })
}

// L4d: the framed site cannot move our page without a click; allow-same-origin is safe as our pages refuse framing.
export function framePage({ title, destination, shortUrl, pixels }: { title: string; destination: string; shortUrl: string; pixels?: readonly PixelRef[] }): LandingPage {
  const host = destinationHost(destination)
  const href = esc(destination)
  const name = title || host
  const body = `<header class="bar"><p><span class="short">${esc(shortUrl)}</span> · ${esc(name)}</p><a href="${href}" target="_top">Open the page directly</a></header>
<iframe src="${href}" title="${esc(name)}" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`
  return landingPage({
    title: name,
    body,
    style: FRAME_STYLE,
    pixels: pixelPart(pixels, null),
    csp: { 'frame-src': ['http:', 'https:'] },
  })
}

export function splashPage({ title, destination, pixels }: { title: string; destination: string; pixels?: readonly PixelRef[] }): LandingPage {
  const host = destinationHost(destination)
  const href = esc(destination)
  const body = `<h1>You are leaving for ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ''}<p class="url">${href}</p>
<p role="status">You will continue automatically in <span id="countdown">${SPLASH_DELAY_SECONDS}</span> seconds.</p>
<div class="actions"><a class="button continue" href="${href}">Continue to ${esc(host)}</a><button type="button" id="countdown-stop" class="stay" hidden>Stay on this page</button></div>`
  const pixel = pixelPart(pixels, null)
  const csp = pixel?.csp ?? { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [], 'form-action': [] }
  return landingPage({
    title: `Leaving for ${host}`,
    body,
    style: LINK_BUTTON_STYLE,
    head: `<noscript><meta http-equiv="refresh" content="${SPLASH_DELAY_SECONDS};url=${href}"></noscript>`,
    pixels: { tail: (pixel?.tail ?? '') + visitorScriptTag(), csp: { ...csp, 'script-src': [...csp['script-src'], VISITOR_SCRIPT_HASH] } },
    csp: {},
  })
}

// V1: a right password's answer goes on by meta refresh, a navigation that form-action does not govern.
export function continuePage({ title, destination }: { title: string; destination: string }): LandingPage {
  const host = destinationHost(destination)
  const href = esc(destination)
  const body = `<h1>Taking you to ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ''}<p role="status">One moment, you are being sent on.</p>
<a class="button" href="${href}">Continue to ${esc(host)}</a>`
  return landingPage({ title: `Continue to ${host}`, body, style: LINK_BUTTON_STYLE, head: `<meta http-equiv="refresh" content="0;url=${href}">`, csp: {} })
}
