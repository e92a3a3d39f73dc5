/** One counted click or scan, as the redirect knows it. */
export interface Click {
  linkId: number
  country: string
  referrer: string
  browser: string
  os: string
  language: string
  visitor: string
  /** desktop, mobile or tablet; absent: read from `os` by the fold (T2). */
  device?: string
}

/** T4: the clicks of one link by one visitor with one combination of values, in short keys. */
export interface ClickHit {
  l: number
  v: string
  c: string
  r: string
  b: string
  o: string
  g: string
  d: string
  n: number
}

/**
 * A batch of clicks as committed to `click_pending`: summed up per link, visitor and combination of
 * values (`hits`, migration 0014), so `fold_clicks()` adds it without a row per click. `links`, `totals`
 * and `visitors` are the shape before 0014, still read from journals and queues written then.
 */
export interface ClickBatch {
  hits?: ClickHit[]
  links?: { link: number; clicks: number }[]
  totals?: { link: number; dimension: string; value: string; clicks: number }[]
  visitors?: { link: number; visitor: string }[]
}

const SEP = '\u0000'

/**
 * Sums clicks, or batches already summed, into one batch: the journal's running total between two folds
 * on PGlite (L4j), and each turn's batch. Adding a batch costs its distinct keys, not its clicks.
 */
export class ClickSums {
  private readonly hits = new Map<string, ClickHit>()
  private readonly legacy: Required<Omit<ClickBatch, 'hits'>> = { links: [], totals: [], visitors: [] }

  get empty(): boolean {
    return this.hits.size === 0 && this.legacy.links.length === 0
  }

  add(click: Click): this {
    return this.hit({
      l: click.linkId, v: click.visitor, c: click.country, r: click.referrer, b: click.browser, o: click.os, g: click.language, d: click.device ?? '', n: 1,
    })
  }

  merge(batch: ClickBatch): this {
    for (const h of batch.hits ?? []) this.hit(h)
    this.legacy.links.push(...(batch.links ?? []).map((l) => ({ ...l })))
    this.legacy.totals.push(...(batch.totals ?? []).map((t) => ({ ...t })))
    this.legacy.visitors.push(...(batch.visitors ?? []).map((v) => ({ ...v })))
    return this
  }

  batch(): ClickBatch {
    const batch: ClickBatch = { hits: [...this.hits.values()].map((h) => ({ ...h })) }
    if (this.legacy.links.length) Object.assign(batch, this.legacy)
    return batch
  }

  private hit(hit: ClickHit): this {
    const key = [hit.l, hit.v, hit.c, hit.r, hit.b, hit.o, hit.g, hit.d].join(SEP)
    const known = this.hits.get(key)
    if (known) known.n += hit.n
    else this.hits.set(key, { ...hit })
    return this
  }
}

export function sumClicks(clicks: readonly Click[]): ClickBatch {
  const sums = new ClickSums()
  for (const click of clicks) sums.add(click)
  return sums.batch()
}
