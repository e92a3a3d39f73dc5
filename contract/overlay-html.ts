import { esc } from './page-html.ts'
import { BUTTON_STYLE, type LandingParts, httpHost, paragraphs, safeHref, textOn, visitorScriptTag } from './landing-html.ts'
import type { OverlayDesign } from './overlays.ts'

export interface OverlayPageInput {
  name: string
  design: OverlayDesign
  destination: string
  /** Where contact and newsletter forms post (same host), e.g. /o/12. */
  postUrl: string
  /** The link shown, so the thank-you page can offer its destination. */
  linkId: number
  /** false in the dashboard's preview, which may not frame other sites: a placeholder stands in. */
  framed?: boolean
}

const BASE = `${BUTTON_STYLE}
body{display:block;padding:0;min-height:0;height:100vh;height:100dvh;overflow:hidden}
main{max-width:none;width:100%;height:100%;padding:0;border:0;border-radius:0;box-shadow:none;background:transparent}
iframe,.behind{display:block;width:100%;height:100%;border:0;background:#fff}
.behind{display:grid;place-items:center;color:#64748b;background:repeating-linear-gradient(45deg,#f1f5f9 0 12px,#e2e8f0 12px 24px)}
.cta{position:fixed;left:50%;bottom:1.25rem;transform:translateX(-50%);width:min(30rem,calc(100% - 2rem));box-sizing:border-box;background:#fff;color:#0f172a;border:1px solid #cbd5e1;border-radius:12px;padding:1.1rem 1.25rem;box-shadow:0 10px 30px rgb(0 0 0/.25)}
.cta h2{font-size:1.15rem;margin:0 0 .4rem}.cta p{margin:.3rem 0;color:inherit}.cta form{margin:0}.cta label{margin:.6rem 0 .25rem}
.cta textarea{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #94a3b8;border-radius:8px;font:inherit;min-height:5rem}
.cta .continue{display:block;width:fit-content;margin-top:.75rem;font-weight:600;color:inherit}
.cta{padding-right:3rem}.cta-close{position:absolute;top:.5rem;right:.5rem;margin:0;width:2.25rem;height:2.25rem;padding:0;border-radius:8px;background:transparent;color:inherit;border:1px solid currentColor;font-size:1.35rem;line-height:1}
.cta-close:hover{background:rgb(127 127 127/.2)}.cta-close:focus-visible{outline:3px solid currentColor;outline-offset:2px}
.cta .code{display:flex;gap:.5rem;align-items:center;margin:.6rem 0}.cta code{font-size:1.25rem;font-weight:700;letter-spacing:.08em;padding:.35rem .7rem;border:2px dashed currentColor;border-radius:8px}
.cta .code button{margin:0}.cta img{display:block;max-width:100%;height:auto;border-radius:8px}
@media (prefers-color-scheme:dark){.cta{background:#0f172a;color:#e2e8f0;border-color:#334155}.cta textarea{background:#020617;color:#e2e8f0}}`

// U13: the close control is revealed by the overlay's own hashed script, so a visitor without scripts sees no dead button.
export const OVERLAY_SCRIPT = `(function(){var a=document.querySelector('aside.cta'),x=document.getElementById('cta-close');if(!a||!x)return;x.hidden=false;function c(){a.hidden=true;var f=document.querySelector('iframe');if(f)f.focus()}x.addEventListener('click',c);document.addEventListener('keydown',function(e){if(e.key==='Escape'&&!a.hidden)c()})})()`
const CLOSE = '<button type="button" class="cta-close" id="cta-close" aria-label="Close this message" hidden>&#215;</button>'

const continueLink = (destination: string) => {
  const host = httpHost(destination) ?? 'the page'
  return `<a class="continue" href="${safeHref(destination, 'about:blank')}" target="_top">Continue to ${esc(host)}</a>`
}

function content(p: OverlayPageInput): { html: string; style: string; script: boolean } {
  const d = p.design
  const form = (fields: string, label: string) =>
    `<form method="post" action="${esc(p.postUrl)}"><input type="hidden" name="link" value="${p.linkId}">${fields}<button type="submit">${esc(label)}</button></form>`
  switch (d.type) {
    case 'message': {
      const button = d.buttonlabel ? `<a class="button cta-button" href="${safeHref(d.buttonurl || p.destination, p.destination)}" target="_top">${esc(d.buttonlabel)}</a>` : ''
      // Only #rrggbb reaches the style block (the contract's rule, checked again here).
      const hex = (v: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(v) ? v : fallback)
      const bg = hex(d.bgcolor, '#1e3a8a')
      const fg = hex(d.textcolor, '#ffffff')
      const btn = hex(d.buttoncolor, '#facc15')
      const style = `.cta.message,.cta.message .continue{background:${bg};color:${fg};border-color:${bg}}.cta.message .continue{background:none}.cta-button,.cta-button:hover{background:${btn};color:${textOn(btn)}}`
      return { html: `${paragraphs(d.text)}${button}`, style, script: false }
    }
    case 'contact':
      return {
        html: `<h2>${esc(d.title)}</h2>${paragraphs(d.text)}${form(
          `<label for="cta-name">Your name</label><input id="cta-name" name="name" required maxlength="100" autocomplete="name">
<label for="cta-email">Your email</label><input id="cta-email" name="email" type="email" required maxlength="254" autocomplete="email">
<label for="cta-message">Message</label><textarea id="cta-message" name="message" required maxlength="2000"></textarea>`,
          d.buttonlabel || 'Send',
        )}`,
        style: '',
        script: false,
      }
    case 'newsletter':
      return {
        html: `<h2>${esc(d.title)}</h2>${paragraphs(d.text)}${form(
          `<label for="cta-email">Your email</label><input id="cta-email" name="email" type="email" required maxlength="254" autocomplete="email">`,
          d.buttonlabel || 'Subscribe',
        )}`,
        style: '',
        script: false,
      }
    case 'coupon':
      return {
        html: `<h2>${esc(d.title)}</h2>${paragraphs(d.text)}<p class="code"><code id="coupon-code">${esc(d.code)}</code><button type="button" data-copy="coupon-code" hidden>Copy code</button></p>`,
        style: '',
        script: true,
      }
    case 'image': {
      const alt = esc(d.text || p.name)
      const inner = httpHost(d.image) ? `<img src="${esc(d.image)}" alt="${alt}">` : alt
      return { html: httpHost(d.link) ? `<a href="${esc(d.link)}" target="_top">${inner}</a>` : `<p>${inner}</p>`, style: '', script: false }
    }
  }
}

/** The destination framed with the overlay on top; a destination that refuses framing still gets the overlay and its continue link. */
export function overlayParts(p: OverlayPageInput): LandingParts {
  const host = httpHost(p.destination) ?? 'the page'
  const { html, style, script } = content(p)
  const behind = p.framed === false
    ? `<div class="behind">${esc(host)} appears here</div>`
    : `<iframe src="${safeHref(p.destination, 'about:blank')}" title="${esc(host)}" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`
  const body = `${behind}<aside class="cta ${p.design.type}" aria-label="${esc(p.name)}">${CLOSE}${html}${continueLink(p.destination)}</aside>`
  return { title: p.name || host, body, style: BASE + style, tail: `${script ? visitorScriptTag() : ''}<script>${OVERLAY_SCRIPT}</script>` }
}
