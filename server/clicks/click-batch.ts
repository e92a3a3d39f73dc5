/** One counted click or scan, as the redirect knows it. */
export interface Click {
  linkId: number
  country: string
  referrer: string
  browser: string
  os: string
  language: string
  visitor: string
}

const DIMENSIONS = ['country', 'referrer', 'browser', 'os', 'language'] as const

/**
 * A batch of clicks as committed to `click_pending` (migration 0006): summed up per link, per link and
 * value of each dimension, and the batch's distinct visitors per link. It holds every fact the rollups
 * keep, so `fold_clicks()` adds it without a row per click.
 */
export interface ClickBatch {
  links: { link: number; clicks: number }[]
  totals: { link: number; dimension: (typeof DIMENSIONS)[number]; value: string; clicks: number }[]
  visitors: { link: number; visitor: string }[]
}

export function sumClicks(clicks: readonly Click[]): ClickBatch {
  const links = new Map<number, ClickBatch['links'][number]>()
  const totals = new Map<string, ClickBatch['totals'][number]>()
  const visitors = new Map<string, ClickBatch['visitors'][number]>()
  for (const click of clicks) {
    const link = click.linkId
    const counted = links.get(link)
    if (counted) counted.clicks++
    else links.set(link, { link, clicks: 1 })
    for (const dimension of DIMENSIONS) {
      const value = click[dimension]
      const key = `${link}\u0000${dimension}\u0000${value}`
      const total = totals.get(key)
      if (total) total.clicks++
      else totals.set(key, { link, dimension, value, clicks: 1 })
    }
    const key = `${link}\u0000${click.visitor}`
    if (!visitors.has(key)) visitors.set(key, { link, visitor: click.visitor })
  }
  return { links: [...links.values()], totals: [...totals.values()], visitors: [...visitors.values()] }
}
