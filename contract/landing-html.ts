import { esc, page } from './page-html.ts'

// The visitor pages' HTML, shared by the server (which adds the CSP) and the dashboard's previews: the preview is what a visitor gets.

export interface LandingParts {
  title: string
  body: string
  /** The page's own style, after page()'s: served with its hash in style-src. */
  style: string
  head?: string
  tail?: string
}

export function insertAt(html: string, index: number, text: string) {
  if (index < 0) throw new Error('landing-html: unexpected page() markup')
  return html.slice(0, index) + text + html.slice(index)
}

export function landingHtml({ title, body, style, head = '', tail = '' }: LandingParts): string {
  let html = page(title, body)
  // A data: icon, so the browser does not ask for /favicon.ico (which img-src would refuse anyway).
  html = insertAt(html, html.indexOf('</head>'), `<link rel="icon" href="data:,"><style>${style}</style>${head}`)
  return tail ? insertAt(html, html.lastIndexOf('</body>'), tail) : html
}

/** The host of an http(s) URL, or null: only such URLs become links or images. */
export function httpHost(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null
  } catch {
    return null
  }
}

export const safeHref = (value: string, fallback: string) => esc(httpHost(value) ? value : fallback)

export const paragraphs = (text: string, cls = '') =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p${cls ? ` class="${cls}"` : ''}>${esc(p)}</p>`)
    .join('')

// The design pages' one inline script, allowed by its hash: the countdown to the continue link with a button to stay
// (WCAG 2.2.1; without script the noscript refresh does it), and the coupon codes' copy buttons.
export const VISITOR_SCRIPT = `(function(){var c=document.getElementById('countdown'),s=document.getElementById('countdown-stop'),a=document.querySelector('a.continue');if(c&&a){var n=parseInt(c.textContent,10);var t=setInterval(function(){n-=1;if(n<=0){clearInterval(t);location.replace(a.href);return}c.textContent=String(n)},1000);if(s){s.hidden=false;s.addEventListener('click',function(){clearInterval(t);c.parentNode.textContent='The countdown is stopped: continue when you are ready.';s.hidden=true})}}
var b=document.querySelectorAll('button[data-copy]');for(var i=0;i<b.length;i++){(function(x){x.hidden=false;x.addEventListener('click',function(){var el=document.getElementById(x.getAttribute('data-copy'));if(!el||!navigator.clipboard)return;navigator.clipboard.writeText(el.textContent||'').then(function(){x.textContent='Copied'})})})(b[i])}})()`

export const visitorScriptTag = () => `<script>${VISITOR_SCRIPT}</script>`

export function textOn(hex: string): string {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : '#ffffff'
}

export const BUTTON_STYLE = `.button{display:inline-block;margin-top:.5rem;background:#1d4ed8;color:#fff;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;font-weight:600;text-decoration:none}
.button:hover{background:#1e40af}
@media (prefers-color-scheme:dark){.button{background:#2563eb;color:#fff}.button:hover{background:#1d4ed8}}`
