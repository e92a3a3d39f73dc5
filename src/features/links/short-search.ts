import type { Page } from '@contract/envelope'
import type { LinkView, linkResponseTolerant } from '@contract/links'
import type { z } from 'zod'

const SHORT = /^(https?:\/\/)?([a-z0-9.-]+\.[a-z]{2,}|\d{1,3}(\.\d{1,3}){3}|localhost)(:\d{1,5})?\/[\w-]{3,50}\/?$/i

/** H4: pasted text that looks like a short URL, as the full short URL `GET /urls?short=` takes. */
export function shortUrlIn(text: string, apiBaseUrl: string): string | null {
  const match = SHORT.exec(text.trim())
  if (!match) return null
  const short = text.trim().replace(/\/$/, '')
  if (match[1]) return short
  const api = URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl) : null
  const host = `${match[2]}${match[4] ?? ''}`.toLowerCase()
  const scheme = api && api.host.toLowerCase() === host ? api.protocol : 'https:'
  return `${scheme}//${short}`
}

/** The one link `GET /urls?short=` answers, as the list's only row. */
export function pageOfOne(answer: z.output<typeof linkResponseTolerant> | null): Page<LinkView> {
  const items: LinkView[] = []
  if (answer) {
    const d = answer.details
    items.push({
      id: d.id,
      alias: d.alias,
      shorturl: d.shorturl,
      longurl: d.longurl,
      title: d.title,
      description: d.description,
      clicks: answer.data.clicks,
      uniqueclicks: answer.data.uniqueClicks,
      domain: d.domain,
      campaign: d.campaign,
      campaignname: undefined,
      directories: [],
      date: d.date,
      expiry: d.expiry,
      protected: d.protected,
      targeted: Boolean(d.geotarget.length || d.devicetarget.length || d.languagetarget.length),
      type: d.type,
    })
  }
  return { items, result: items.length, perpage: 1, currentpage: 1, maxpage: 1, hasNext: false }
}
