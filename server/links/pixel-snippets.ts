import { createHash } from 'node:crypto'

// L4d: a tag never enters code or markup, only the loader's JSON data and an encoded part of a vendor URL.
export const PIXEL_TYPES = [
  'gtmpixel', 'gapixel', 'fbpixel', 'adwordspixel', 'linkedinpixel', 'twitterpixel', 'adrollpixel',
  'quorapixel', 'pinterest', 'bing', 'snapchat', 'reddit', 'tiktok',
] as const
export type PixelType = (typeof PIXEL_TYPES)[number]
export const isPixelType = (type: string): type is PixelType => (PIXEL_TYPES as readonly string[]).includes(type)

export interface PixelPlan {
  src: string
  args: string[]
}

export interface PixelSnippet {
  vendor: string
  scriptHosts: readonly string[]
  connectHosts?: readonly string[]
  imgHosts?: readonly string[]
  frameHosts?: readonly string[]
  formHosts?: readonly string[]
  plan(tag: string): PixelPlan
  /** ES5 `function(a,w,d)`, a = plan.args; returns a function to run once src has loaded, or false to skip loading it. */
  init: string
  pageView?: string
}

// Also !'()*, so a tag cannot even bring a quote into a URL.
const enc = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
const GTM = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']

function adwordsId(tag: string) {
  const full = /^aw-/i.test(tag) ? `AW-${tag.slice(3)}` : `AW-${tag}`
  const slash = full.indexOf('/')
  return slash < 0 ? { id: full, conversion: '' } : { id: full.slice(0, slash), conversion: full }
}

function adrollIds(tag: string) {
  const slash = tag.indexOf('/')
  return slash < 0 ? { adv: tag, pix: '' } : { adv: tag.slice(0, slash), pix: tag.slice(slash + 1) }
}

const fixed = (src: string) => (tag: string): PixelPlan => ({ src, args: [tag] })

export const PIXEL_SNIPPETS: Record<PixelType, PixelSnippet> = {
  gtmpixel: {
    vendor: 'Google Tag Manager',
    scriptHosts: [GTM],
    connectHosts: [GTM, ...GOOGLE_ANALYTICS_BEACONS],
    imgHosts: [GTM, 'https://*.google-analytics.com'],
    plan: (tag) => ({ src: `${GTM}/gtm.js?id=${enc(tag)}`, args: [tag] }),
    init: `function(a,w){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'})}`,
  },
  gapixel: {
    vendor: 'Google Analytics 4',
    scriptHosts: [GTM],
    connectHosts: [...GOOGLE_ANALYTICS_BEACONS, GTM],
    imgHosts: ['https://*.google-analytics.com', GTM],
    plan: (tag) => ({ src: `${GTM}/gtag/js?id=${enc(tag)}`, args: [tag] }),
    init: `function(a,w){gtag(w)('config',a[0])}`,
  },
  fbpixel: {
    vendor: 'Meta pixel',
    scriptHosts: ['https://connect.facebook.net'],
    connectHosts: ['https://www.facebook.com'],
    imgHosts: ['https://www.facebook.com'],
    plan: fixed('https://connect.facebook.net/en_US/fbevents.js'),
    init: `function(a,w){if(!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!w._fbq)w._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}w.fbq('init',a[0])}`,
    pageView: `function(w){w.fbq('track','PageView')}`,
  },
  adwordspixel: {
    vendor: 'Google Ads',
    scriptHosts: [GTM, 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
    connectHosts: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com', 'https://pagead2.googlesyndication.com'],
    imgHosts: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com', GTM],
    frameHosts: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
    plan: (tag) => {
      const { id, conversion } = adwordsId(tag)
      return { src: `${GTM}/gtag/js?id=${enc(id)}`, args: [id, conversion] }
    },
    init: `function(a,w){var g=gtag(w);g('config',a[0]);if(a[1])g('event','conversion',{send_to:a[1]})}`,
  },
  linkedinpixel: {
    vendor: 'LinkedIn Insight Tag',
    scriptHosts: ['https://snap.licdn.com'],
    connectHosts: ['https://px.ads.linkedin.com', 'https://px4.ads.linkedin.com'],
    imgHosts: ['https://px.ads.linkedin.com', 'https://px4.ads.linkedin.com'],
    plan: fixed('https://snap.licdn.com/li.lms-analytics/insight.min.js'),
    init: `function(a,w){if(!w._linkedin_partner_id)w._linkedin_partner_id=a[0];(w._linkedin_data_partner_ids=w._linkedin_data_partner_ids||[]).push(a[0]);if(!w.lintrk){w.lintrk=function(x,y){w.lintrk.q.push([x,y])};w.lintrk.q=[]}}`,
  },
  twitterpixel: {
    vendor: 'X (Twitter) pixel',
    scriptHosts: ['https://static.ads-twitter.com'],
    connectHosts: ['https://analytics.twitter.com', 'https://ads-api.twitter.com'],
    imgHosts: ['https://analytics.twitter.com', 'https://t.co', 'https://ads-api.twitter.com'],
    plan: fixed('https://static.ads-twitter.com/uwt.js'),
    init: `function(a,w){if(!w.twq){var s=w.twq=function(){s.exe?s.exe.apply(s,arguments):s.queue.push(arguments)};s.version='1.1';s.queue=[]}w.twq('config',a[0])}`,
  },
  adrollpixel: {
    vendor: 'AdRoll',
    scriptHosts: ['https://s.adroll.com'],
    connectHosts: ['https://d.adroll.com'],
    imgHosts: ['https://d.adroll.com'],
    plan: (tag) => {
      const { adv, pix } = adrollIds(tag)
      return { src: `https://s.adroll.com/j/${enc(adv)}/roundtrip.js`, args: [adv, pix] }
    },
    init: `function(a,w){if(w.__adroll_loaded)return false;w.__adroll_loaded=true;w.adroll_adv_id=a[0];if(a[1])w.adroll_pix_id=a[1];w.adroll_version='2.0';var r=w.adroll=w.adroll||[];r.f=['setProperties','identify','track','identify_email','get_cookie'];for(var i=0;i<r.f.length;i++){r[r.f[i]]=r[r.f[i]]||(function(n){return function(){r.push([n,arguments])}})(r.f[i])}}`,
    pageView: `function(w){w.adroll.track('pageView')}`,
  },
  quorapixel: {
    vendor: 'Quora pixel',
    scriptHosts: ['https://a.quora.com'],
    connectHosts: ['https://q.quora.com'],
    imgHosts: ['https://q.quora.com'],
    plan: fixed('https://a.quora.com/qevents.js'),
    init: `function(a,w){if(!w.qp){var n=w.qp=function(){n.qp?n.qp.apply(n,arguments):n.queue.push(arguments)};n.queue=[]}w.qp('init',a[0])}`,
    pageView: `function(w){w.qp('track','ViewContent')}`,
  },
  pinterest: {
    vendor: 'Pinterest tag',
    scriptHosts: ['https://s.pinimg.com'],
    connectHosts: ['https://ct.pinterest.com'],
    imgHosts: ['https://ct.pinterest.com'],
    plan: fixed('https://s.pinimg.com/ct/core.js'),
    init: `function(a,w){if(!w.pintrk){w.pintrk=function(){w.pintrk.queue.push(Array.prototype.slice.call(arguments))};w.pintrk.queue=[];w.pintrk.version='3.0'}w.pintrk('load',a[0])}`,
    pageView: `function(w){w.pintrk('page')}`,
  },
  bing: {
    vendor: 'Microsoft Advertising UET',
    scriptHosts: ['https://bat.bing.com'],
    connectHosts: ['https://bat.bing.com', 'https://bat.bing.net'],
    imgHosts: ['https://bat.bing.com', 'https://bat.bing.net'],
    plan: fixed('https://bat.bing.com/bat.js'),
    // UET's constructor comes with bat.js, so each tag is built once it has loaded; further tags queue in uetq1, uetq2, …
    init: `function(a,w){var q='uetq'+(uet++||'');w[q]=w[q]||[];return function(){var o={ti:a[0],enableAutoSpaTracking:true};o.q=w[q];w[q]=new w.UET(o);w[q].push('pageLoad')}}`,
  },
  snapchat: {
    vendor: 'Snap pixel',
    scriptHosts: ['https://sc-static.net'],
    connectHosts: ['https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
    imgHosts: ['https://tr.snapchat.com'],
    frameHosts: ['https://tr.snapchat.com'],
    formHosts: ['https://tr.snapchat.com'],
    plan: fixed('https://sc-static.net/scevent.min.js'),
    init: `function(a,w){if(!w.snaptr){var s=w.snaptr=function(){s.handleRequest?s.handleRequest.apply(s,arguments):s.queue.push(arguments)};s.queue=[]}w.snaptr('init',a[0],{})}`,
    pageView: `function(w){w.snaptr('track','PAGE_VIEW')}`,
  },
  reddit: {
    vendor: 'Reddit pixel',
    scriptHosts: ['https://www.redditstatic.com'],
    connectHosts: ['https://alb.reddit.com', 'https://pixel-config.reddit.com'],
    imgHosts: ['https://alb.reddit.com'],
    plan: fixed('https://www.redditstatic.com/ads/pixel.js'),
    init: `function(a,w){if(!w.rdt){var p=w.rdt=function(){p.sendEvent?p.sendEvent.apply(p,arguments):p.callQueue.push(arguments)};p.callQueue=[]}w.rdt('init',a[0])}`,
    pageView: `function(w){w.rdt('track','PageVisit')}`,
  },
  tiktok: {
    vendor: 'TikTok pixel',
    scriptHosts: ['https://analytics.tiktok.com'],
    connectHosts: ['https://analytics.tiktok.com'],
    imgHosts: ['https://analytics.tiktok.com'],
    plan: (tag) => ({ src: `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${enc(tag)}&lib=ttq`, args: [tag] }),
    // TikTok's stub, except that ttq.load registers the pixel and leaves the script to the loader.
    init: `function(a,w){w.TiktokAnalyticsObject='ttq';var t=w.ttq=w.ttq||[];if(!t.methods){t.methods=['page','track','identify','instances','debug','on','off','once','ready','alias','group','enableCookie','disableCookie','holdConsent','revokeConsent','grantConsent'];t.setAndDefer=function(o,e){o[e]=function(){o.push([e].concat(Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<t.methods.length;i++)t.setAndDefer(t,t.methods[i]);t.instance=function(e){for(var r=t._i[e]||[],n=0;n<t.methods.length;n++)t.setAndDefer(r,t.methods[n]);return r};t.load=function(e,n){t._i=t._i||{};t._i[e]=[];t._i[e]._u='https://analytics.tiktok.com/i18n/pixel/events.js';t._t=t._t||{};t._t[e]=+new Date;t._o=t._o||{};t._o[e]=n||{}}}t.load(a[0])}`,
    pageView: `function(w){w.ttq.page()}`,
  },
}

// L4d: the same text on every page, so one hash allows it; it reads `{pixels, next, delay}` from #pixels.
export const PIXEL_LOADER = `(function(w,d){var el=d.getElementById('pixels');if(!el)return;var c;try{c=JSON.parse(el.textContent||'')}catch(e){return}
var has=Object.prototype.hasOwnProperty,uet=0,seen={};
function gtag(w){if(!w.gtag){w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag('js',new Date())}return w.gtag}
function load(src,done){var l=seen[src];if(l){if(done){if(l.ok)done();else l.cbs.push(done)}return}l=seen[src]={ok:false,cbs:done?[done]:[]};var s=d.createElement('script');s.async=true;s.src=src;s.onload=function(){l.ok=true;for(var i=0;i<l.cbs.length;i++){try{l.cbs[i]()}catch(e){}}};(d.head||d.documentElement).appendChild(s)}
var V={
${PIXEL_TYPES.map((type) => `${type}:{i:${PIXEL_SNIPPETS[type].init},p:${PIXEL_SNIPPETS[type].pageView ?? 'null'}}`).join(',\n')}
};
var list=c.pixels||[],paged={},i,p,r;
for(i=0;i<list.length;i++){p=list[i];if(!p||!has.call(V,p.type))continue;try{r=V[p.type].i(p.args||[],w,d);if(r!==false)load(p.src,typeof r==='function'?r:null)}catch(e){}}
for(i=0;i<list.length;i++){p=list[i];if(!p||!has.call(V,p.type)||paged[p.type]||!V[p.type].p)continue;paged[p.type]=1;try{V[p.type].p(w)}catch(e){}}
if(typeof c.next==='string'&&/^https?:/i.test(c.next)){w.setTimeout(function(){w.location.replace(c.next)},c.delay||0)}
})(window,document);`

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export const PIXEL_LOADER_HASH = sha256Source(PIXEL_LOADER)

export interface PixelRef {
  type: string
  tag: string
}

export interface PixelEntry extends PixelPlan {
  type: PixelType
  tag: string
}

export interface PixelHosts {
  script: string[]
  connect: string[]
  img: string[]
  frame: string[]
  form: string[]
}

export function pixelPlan(pixels: readonly PixelRef[]): { entries: PixelEntry[]; hosts: PixelHosts } {
  const entries: PixelEntry[] = []
  const sets = { script: new Set<string>(), connect: new Set<string>(), img: new Set<string>(), frame: new Set<string>(), form: new Set<string>() }
  for (const { type, tag } of pixels) {
    if (!isPixelType(type)) continue
    const snippet = PIXEL_SNIPPETS[type]
    entries.push({ type, tag, ...snippet.plan(tag) })
    for (const host of snippet.scriptHosts) sets.script.add(host)
    for (const host of snippet.connectHosts ?? []) sets.connect.add(host)
    for (const host of snippet.imgHosts ?? []) sets.img.add(host)
    for (const host of snippet.frameHosts ?? []) sets.frame.add(host)
    for (const host of snippet.formHosts ?? []) sets.form.add(host)
  }
  return {
    entries,
    hosts: { script: [...sets.script], connect: [...sets.connect], img: [...sets.img], frame: [...sets.frame], form: [...sets.form] },
  }
}
