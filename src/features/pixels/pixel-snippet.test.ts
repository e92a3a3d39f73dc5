import { describe, expect, it } from 'vitest'
import { normalisePixelTag, pixelTagProblem } from '@contract/pixels'
import { pixelCreateSchema, pixelUpdateSchema } from './pixel-form-schema'
import { tagFromSnippet } from './pixel-snippet'

// The snippets as each vendor's setup page gives them, with a sample id in place.
const GTM_HEAD = `<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-3c0ed5');</script>
<!-- End Google Tag Manager -->`
const GTM_BODY = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K9X2PQ7"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->`
const GA4 = `<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7FQ2LZ9X1D"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-7FQ2LZ9X1D');
</script>`
const META = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1234567890123456');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=1234567890123456&ev=PageView&noscript=1"
/></noscript>
<!-- End Meta Pixel Code -->`
const TIKTOK = `<!-- TikTok Pixel Code Start -->
<script>
!function (w, d, t) {
  w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];ttq.methods=["page","track","identify","instances","debug","on","off","once","ready","alias","group","enableCookie","disableCookie","holdConsent","revokeConsent","grantConsent"],ttq.setAndDefer=function(t,e){t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<ttq.methods.length;i++)ttq.setAndDefer(ttq,ttq.methods[i]);ttq.instance=function(t){for(
var e=ttq._i[t]||[],n=0;n<ttq.methods.length;n++)ttq.setAndDefer(e,ttq.methods[n]);return e},ttq.load=function(e,n){var r="https://analytics.tiktok.com/i18n/pixel/events.js",o=n&&n.partner;ttq._i=ttq._i||{},ttq._i[e]=[],ttq._i[e]._u=r,ttq._t=ttq._t||{},ttq._t[e]=+new Date,ttq._o=ttq._o||{},ttq._o[e]=n||{};n=document.createElement("script")
;n.type="text/javascript",n.async=!0,n.src=r+"?sdkid="+e+"&lib="+t;e=document.getElementsByTagName("script")[0];e.parentNode.insertBefore(n,e)};

  ttq.load('C4BNMOKNCKAH5TF6VBKG');
  ttq.page();
}(window, document, 'ttq');
</script>
<!-- TikTok Pixel Code End -->`

describe('tagFromSnippet (issue 34 item 6)', () => {
  it.each([
    ['gtmpixel', GTM_HEAD, 'GTM-3c0ed5'],
    ['gtmpixel', GTM_BODY, 'GTM-K9X2PQ7'],
    ['gapixel', GA4, 'G-7FQ2LZ9X1D'],
    ['fbpixel', META, '1234567890123456'],
    ['tiktok', TIKTOK, 'C4BNMOKNCKAH5TF6VBKG'],
  ])('finds the %s id in the vendor snippet', (type, snippet, id) => {
    expect(tagFromSnippet(type, snippet)).toBe(id)
  })

  it('gives an id that passes the type rule once normalised', () => {
    const tag = normalisePixelTag('gtmpixel', tagFromSnippet('gtmpixel', GTM_HEAD))
    expect(tag).toBe('GTM-3C0ED5')
    expect(pixelTagProblem('gtmpixel', tag)).toBeNull()
  })

  it('leaves a plain id, and a snippet of another vendor, as typed', () => {
    expect(tagFromSnippet('gtmpixel', ' gtm-abcd ')).toBe(' gtm-abcd ')
    expect(tagFromSnippet('fbpixel', GTM_HEAD)).toBe(GTM_HEAD)
    expect(tagFromSnippet('bing', META)).toBe(META)
  })

  it('does not take the GTM id of a GTM snippet as a GA4 id', () => {
    expect(tagFromSnippet('gapixel', GTM_HEAD)).toBe(GTM_HEAD)
  })
})

describe('the pixel form schemas', () => {
  it('read a pasted GTM snippet as its id, in capitals', () => {
    expect(pixelCreateSchema.parse({ type: 'gtmpixel', name: 'Site', tag: GTM_HEAD }).tag).toBe('GTM-3C0ED5')
    expect(pixelUpdateSchema('gtmpixel').parse({ type: 'gtmpixel', name: 'Site', tag: GTM_BODY }).tag).toBe('GTM-K9X2PQ7')
  })

  it('still refuse a snippet that holds no id of the type, with the type rule', () => {
    const r = pixelCreateSchema.safeParse({ type: 'fbpixel', name: 'Site', tag: GTM_HEAD })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toMatch(/^tag must be/)
  })
})
