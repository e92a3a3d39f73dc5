import { describe, expect, it } from 'vitest'
import { VISITOR_SCRIPT, landingHtml } from './landing-html.ts'
import { OVERLAY_SCRIPT, overlayParts } from './overlay-html.ts'
import { type OverlayDesign, overlayDesign } from './overlays.ts'
import { splashDesignParts } from './splash-html.ts'

const EVIL = `"'><script>alert(1)</script></style><img src=x onerror=alert(2)>`
const BAD_URL = 'javascript:alert(3)'
const DEST = 'https://dest.example.com/page?a=1&b=2'

/** No markup of the visitor's text survives: the only scripts are the constant ones. */
function expectInert(html: string) {
  const withoutOurScript = html.replace(`<script>${VISITOR_SCRIPT}</script>`, '').replace(`<script>${OVERLAY_SCRIPT}</script>`, '')
  expect(withoutOurScript).not.toMatch(/<script|<img src=x|(href|src|action|url)="?javascript:/i)
  expect(html.match(/<\/style>/g)).toHaveLength(2)
}

describe('the visitor pages of designs', () => {
  it('escapes every field of a splash page and shows the countdown and a continue link', () => {
    const html = landingHtml(
      splashDesignParts({ title: EVIL, text: `${EVIL}\n\n${EVIL}`, image: BAD_URL, buttonlabel: EVIL, buttonurl: BAD_URL, countdown: 7 }, DEST),
    )
    expectInert(html)
    expect(html).toContain('<span id="countdown">7</span>')
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="7;url=https://dest.example.com/page?a=1&#38;b=2"></noscript>')
    expect(html).toContain('<button type="button" id="countdown-stop" hidden>Stay on this page</button>')
    expect(html).toContain('href="https://dest.example.com/page?a=1&#38;b=2">Continue to dest.example.com</a>')
    expect(html).not.toContain('<img')
  })

  it('waits for the visitor on a countdown of 0: no refresh, no script', () => {
    const html = landingHtml(splashDesignParts({ title: 'T', text: '', image: '', buttonlabel: '', buttonurl: '', countdown: 0 }, DEST))
    expect(html).not.toContain('http-equiv="refresh"')
    expect(html).not.toContain('<script')
    expect(html).toContain('Continue to dest.example.com')
  })

  it.each(['message', 'contact', 'newsletter', 'coupon', 'image'])('escapes every field of a %s overlay', (type) => {
    const hostile = Object.fromEntries(['text', 'title', 'buttonlabel', 'code', 'buttonurl', 'image', 'link', 'bgcolor', 'textcolor', 'buttoncolor'].map((k) => [k, k.endsWith('url') || k === 'image' || k === 'link' ? BAD_URL : EVIL]))
    const design = { ...overlayDesign(type, {}), ...hostile, type } as OverlayDesign
    const html = landingHtml(overlayParts({ name: EVIL, design, destination: DEST, postUrl: '/o/5', linkId: 9 }))
    expectInert(html)
    expect(html).toContain('<iframe src="https://dest.example.com/page?a=1&#38;b=2"')
    expect(html).toContain('target="_top">Continue to dest.example.com</a>')
  })

  it('posts contact forms to the overlay, naming the link', () => {
    const design = overlayDesign('contact', { title: 'Talk to us' })!
    const html = landingHtml(overlayParts({ name: 'c', design, destination: DEST, postUrl: '/o/5', linkId: 9 }))
    expect(html).toContain('<form method="post" action="/o/5"><input type="hidden" name="link" value="9">')
    expect(html).toMatch(/<textarea id="cta-message" name="message" required maxlength="2000">/)
  })
})
