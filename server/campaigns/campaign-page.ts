import { isHttpUrl } from '../../contract/fields.ts'
import { esc, page } from '../public/html.ts'
import { ogTags } from '../public/og-tags.ts'
import { shortUrlOf } from '../links/link-views.ts'
import type { CachedCampaign } from './campaign-cache.ts'

// R4: a list of cards that keep their margins on a phone and wrap long titles; dark mode as the other pages.
const STYLE = `<style>body{padding:1.5rem 1rem;box-sizing:border-box}main{width:100%;max-width:36rem;box-sizing:border-box}
.links{list-style:none;padding:0;margin:1.25rem 0 0;display:grid;gap:.75rem}.links li{margin:0}
.links a{display:block;padding:.85rem 1rem;border:1px solid #e2e8f0;border-radius:10px;text-decoration:none;overflow-wrap:anywhere}
.links a:hover{border-color:#1d4ed8;background:#eff6ff}.links strong{display:block;color:#0f172a;font-size:1.05rem}
.links span{display:block;color:#475569;font-size:.9rem;margin-top:.2rem}.count{font-size:.9rem;margin:0}
@media (prefers-color-scheme:dark){.links a{border-color:#1e293b}.links a:hover{border-color:#93c5fd;background:#172554}.links strong{color:#e2e8f0}.links span{color:#94a3b8}}</style>`

export function campaignPage(campaign: CachedCampaign, live: CachedCampaign['links'], publicUrl: string, pageUrl: string) {
  const hosts = live.map((l) => (isHttpUrl(l.longUrl) ? new URL(l.longUrl).host : ''))
  const items = live
    .map((l, i) => {
      const short = shortUrlOf(publicUrl, l)
      const to = hosts[i] ? `<span>${esc(hosts[i])}</span>` : ''
      return `<li><a href="${esc(short)}"><strong>${esc(l.title || l.alias)}</strong>${to}</a></li>`
    })
    .join('')
  const to = [...new Set(hosts.filter(Boolean))]
  const description = live.length
    ? `${live.length} ${live.length === 1 ? 'link' : 'links'}${to.length ? ` to ${to.slice(0, 3).join(', ')}${to.length > 3 ? ' and more' : ''}` : ''}.`
    : 'This campaign has no links yet.'
  const body = `<h1>${esc(campaign.name)}</h1><p class="count">${esc(description)}</p>${items ? `<ul class="links">${items}</ul>` : ''}`
  const head = STYLE + ogTags({ title: campaign.name, description, url: pageUrl })
  return page(campaign.name, body).replace('</head>', () => `${head}</head>`)
}
