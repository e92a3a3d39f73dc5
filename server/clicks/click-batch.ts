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

/** T4: `links`, `totals` and `visitors` are the shape before 0014, still read from journals written then. */
export interface ClickBatch {
  hits?: ClickHit[]
  links?: { link: number; clicks: number }[]
  totals?: { link: number; dimension: string; value: string; clicks: number }[]
  visitors?: { link: number; visitor: string }[]
}

type Values = Omit<ClickHit, 'l' | 'n'>

export interface ClickValues {
  readonly key: string
  readonly json: string
  readonly hit: Readonly<Values>
}

const SEP = '\u0000'

export function clickValues(click: Omit<Click, 'linkId'>): ClickValues {
  const hit: Values = { v: click.visitor, c: click.country, r: click.referrer, b: click.browser, o: click.os, g: click.language, d: click.device ?? '' }
  const { v, c, r, b, o, g, d } = hit
  return Object.freeze({
    key: [v, c, r, b, o, g, d].join(SEP),
    json: JSON.stringify(hit).slice(1, -1),
    hit: Object.freeze(hit),
  })
}

type Entry = { l: number; values: ClickValues; n: number }
type Legacy = Required<Omit<ClickBatch, 'hits'>>

/** Y1: a turn's batch, or the journal's running total between folds (L4j); a click costs two Map lookups. */
export class ClickSums {
  private readonly links = new Map<number, Map<string, Entry>>()
  private readonly legacy: Legacy = { links: [], totals: [], visitors: [] }
  private counted = 0

  get empty(): boolean {
    return this.links.size === 0 && this.legacy.links.length === 0
  }

  get clicks(): number {
    return this.counted + this.legacy.links.reduce((n, l) => n + l.clicks, 0)
  }

  count(linkId: number, values: ClickValues, n = 1): this {
    let sums = this.links.get(linkId)
    if (!sums) this.links.set(linkId, (sums = new Map()))
    const known = sums.get(values.key)
    if (known) known.n += n
    else sums.set(values.key, { l: linkId, values, n })
    this.counted += n
    return this
  }

  add(click: Click): this {
    return this.count(click.linkId, clickValues(click))
  }

  merge(batch: ClickBatch | ClickSums): this {
    if (batch instanceof ClickSums) {
      for (const sums of batch.links.values()) for (const e of sums.values()) this.count(e.l, e.values, e.n)
      this.keep(batch.legacy)
      return this
    }
    for (const h of batch.hits ?? []) this.count(h.l, clickValues({ visitor: h.v, country: h.c, referrer: h.r, browser: h.b, os: h.o, language: h.g, device: h.d }), h.n)
    this.keep({ links: batch.links ?? [], totals: batch.totals ?? [], visitors: batch.visitors ?? [] })
    return this
  }

  batch(): ClickBatch {
    const hits: ClickHit[] = []
    for (const sums of this.links.values()) for (const e of sums.values()) hits.push({ l: e.l, ...e.values.hit, n: e.n })
    const batch: ClickBatch = { hits }
    if (this.legacy.links.length) Object.assign(batch, structuredClone(this.legacy))
    return batch
  }

  json(): string {
    let text = '{"hits":['
    let next = ''
    for (const sums of this.links.values()) {
      for (const e of sums.values()) {
        text += `${next}{"l":${e.l},${e.values.json},"n":${e.n}}`
        next = ','
      }
    }
    text += ']'
    const { links, totals, visitors } = this.legacy
    if (links.length) text += `,"links":${JSON.stringify(links)},"totals":${JSON.stringify(totals)},"visitors":${JSON.stringify(visitors)}`
    return `${text}}`
  }

  private keep(legacy: Legacy) {
    if (!legacy.links.length && !legacy.totals.length && !legacy.visitors.length) return
    this.legacy.links.push(...legacy.links.map((l) => ({ ...l })))
    this.legacy.totals.push(...legacy.totals.map((t) => ({ ...t })))
    this.legacy.visitors.push(...legacy.visitors.map((v) => ({ ...v })))
  }
}

export function sumClicks(clicks: readonly Click[]): ClickBatch {
  const sums = new ClickSums()
  for (const click of clicks) sums.add(click)
  return sums.batch()
}
