import { VISITOR_SCRIPT, landingHtml, visitorScriptTag } from '../../contract/landing-html.ts'
import { esc, page } from '../public/html.ts'
import { PIXEL_LOADER, PIXEL_LOADER_HASH, pixelPlan, sha256Source, type PixelRef } from './pixel-snippets.ts'

/**
 * L4.5's pages of ours: a pixel page (tags fire, then the visitor is sent on), a frame page and a
 * splash page. Each returns its HTML and the Content-Security-Policy it must be served with (the
 * security-headers middleware keeps a handler's own CSP). Every user string goes through `esc`; the
 * only inline script is the constant, hash-allowed PIXEL_LOADER, which reads its data from JSON.
 */
export interface LandingPage {
  html: string
  csp: string
}

export const PIXEL_FORWARD_DELAY_MS = 1000
export const SPLASH_DELAY_SECONDS = 5
const VISITOR_SCRIPT_HASH = sha256Source(VISITOR_SCRIPT)

// Page-specific styles, added after html.ts's own style block (same specificity, so these win).
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

/** html.ts's style block, read from its output, so its hash follows any change made there. */
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

/** The destination as given (it is what the 302 path sends too), once checked to be an http(s) URL. */
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

/** JSON inside <script>: `<` (so also `</script` and `<!--`), `>` and `&` as \u escapes; JSON.parse reads them back. */
function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * The one place a page gets pixels: the JSON data block and the hashed loader (appended to the body),
 * and the CSP additions for exactly the vendors present. `next` set: the loader also forwards there.
 * Null when there is nothing to run (no known pixel and no forwarding).
 */
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
  /** Extra <head> content (meta refresh). */
  head?: string
  /** Extra <body> end (a constant script, allowed in `csp`'s script-src by its hash). */
  tail?: string
  pixels?: ReturnType<typeof pixelPart>
  /** Base policy before pixels widen it. */
  csp: Csp
}

/** html.ts's page(), plus a page style, head content and the pixel part; and its CSP. */
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

/**
 * Loads each pixel's vendor script with its tag, then `location.replace(destination)` after
 * PIXEL_FORWARD_DELAY_MS. Without script: the noscript meta refresh, and the visible link, go there.
 */
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

/**
 * The destination in a full-height iframe under a slim bar (short URL, title, and a plain target=_top
 * link to the destination, which works when the destination refuses to be framed).
 * The iframe is sandboxed: scripts, forms, popups and its own origin keep ordinary sites working, while
 * it may not navigate our page (no framebusting/redirecting the visitor away from the bar) except
 * from a click (allow-top-navigation-by-user-activation); popups escape the sandbox so links opened in
 * a new tab work normally. Left out: modals, downloads, pointer lock, presentation, orientation lock.
 * allow-scripts with allow-same-origin is only unsafe for a same-origin frame, and every page of ours
 * refuses framing (frame-ancestors 'none', X-Frame-Options DENY).
 */
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

/**
 * An interstitial naming the destination's host, with a continue link. V6: it counts down with the
 * constant visitor script (allowed by its hash, after any pixel loader), which offers to stay (WCAG 2.2.1:
 * axe refuses a timed meta refresh); without script a `<noscript>` refresh goes on after 5 s.
 */
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

/**
 * V1: the answer to a right password on a link with no page of its own: a page of ours that goes on at
 * once by meta refresh (navigation, which form-action does not govern), with the same link visible.
 */
export function continuePage({ title, destination }: { title: string; destination: string }): LandingPage {
  const host = destinationHost(destination)
  const href = esc(destination)
  const body = `<h1>Taking you to ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ''}<p role="status">One moment, you are being sent on.</p>
<a class="button" href="${href}">Continue to ${esc(host)}</a>`
  return landingPage({ title: `Continue to ${host}`, body, style: LINK_BUTTON_STYLE, head: `<meta http-equiv="refresh" content="0;url=${href}">`, csp: {} })
}
