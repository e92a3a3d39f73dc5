import { esc } from './page-html.ts'
import { BUTTON_STYLE, type LandingParts, httpHost, paragraphs, safeHref, visitorScriptTag } from './landing-html.ts'
import type { SplashDesign } from './splash.ts'

const STYLE = `${BUTTON_STYLE}
.design img{display:block;max-width:100%;height:auto;border-radius:8px;margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}.actions .button{margin-top:0}
.continue{font-weight:600}.actions button{margin-top:0;background:none;color:#1d4ed8;border:1px solid #94a3b8}
@media (prefers-color-scheme:dark){.actions button{color:#93c5fd}}.countdown{font-size:.95rem}`

/** A user's splash page: image, title, text and button, then the countdown; a countdown of 0 waits for the visitor (D41a). */
export function splashDesignParts(design: SplashDesign, destination: string): LandingParts {
  const host = httpHost(destination) ?? 'the destination'
  const href = safeHref(destination, 'about:blank')
  const image = httpHost(design.image) ? `<img src="${esc(design.image)}" alt="">` : ''
  const button = design.buttonlabel ? `<a class="button" href="${safeHref(design.buttonurl || destination, destination)}">${esc(design.buttonlabel)}</a>` : ''
  const seconds = Math.max(0, Math.min(30, Math.trunc(design.countdown)))
  const countdown = seconds
    ? `<p class="countdown" role="status">You will continue to ${esc(host)} in <span id="countdown">${seconds}</span> seconds.</p>`
    : ''
  const body = `<div class="design">${image}<h1>${esc(design.title)}</h1>${paragraphs(design.text)}${countdown}
<div class="actions">${button}<a class="continue" href="${href}">Continue to ${esc(host)}</a>${seconds ? '<button type="button" id="countdown-stop" hidden>Stay on this page</button>' : ''}</div></div>`
  return {
    title: design.title || `Continue to ${host}`,
    body,
    style: STYLE,
    // The script sends the visitor on (and lets them stay); without script, the refresh does.
    head: seconds ? `<noscript><meta http-equiv="refresh" content="${seconds};url=${href}"></noscript>` : '',
    tail: seconds ? visitorScriptTag() : '',
  }
}
