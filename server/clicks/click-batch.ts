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

/**
 * Sums clicks, or batches already summed, into one batch: the journal's running total between two folds
 * on PGlite (L4j), and each turn's batch. Adding a batch costs its distinct keys, not its clicks.
 */
export class ClickSums {
  private readonly links = new Map<number, ClickBatch['links'][number]>()
  private readonly totals = new Map<string, ClickBatch['totals'][number]>()
  private readonly visitors = new Map<string, ClickBatch['visitors'][number]>()

  get empty(): boolean {
    return this.links.size === 0
  }

  add(click: Click): this {
    const link = click.linkId
    this.count(link, 1)
    for (const dimension of DIMENSIONS) this.total(link, dimension, click[dimension], 1)
    this.visitor(link, click.visitor)
    return this
  }

  merge(batch: ClickBatch): this {
    for (const l of batch.links) this.count(l.link, l.clicks)
    for (const t of batch.totals) this.total(t.link, t.dimension, t.value, t.clicks)
    for (const v of batch.visitors) this.visitor(v.link, v.visitor)
    return this
  }

  batch(): ClickBatch {
    return { links: [...this.links.values()], totals: [...this.totals.values()], visitors: [...this.visitors.values()] }
  }

  private count(link: number, clicks: number) {
    const counted = this.links.get(link)
    if (counted) counted.clicks += clicks
    else this.links.set(link, { link, clicks })
  }

  private total(link: number, dimension: ClickBatch['totals'][number]['dimension'], value: string, clicks: number) {
    const key = `${link}\u0000${dimension}\u0000${value}`
    const total = this.totals.get(key)
    if (total) total.clicks += clicks
    else this.totals.set(key, { link, dimension, value, clicks })
  }

  private visitor(link: number, visitor: string) {
    const key = `${link}\u0000${visitor}`
    if (!this.visitors.has(key)) this.visitors.set(key, { link, visitor })
  }
}

export function sumClicks(clicks: readonly Click[]): ClickBatch {
  const sums = new ClickSums()
  for (const click of clicks) sums.add(click)
  return sums.batch()
}
