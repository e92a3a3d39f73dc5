import type { BioItem } from '@contract/bio'
import type { DirectoryItemView } from '@contract/directories'
import type { LinkView } from '@contract/links'
import type { QrView } from '@contract/qr'

// U8: the row an assignment adds is built from the item picked; the answer is only a message, and a refetch per add spends the rate limit.

const day = (timestamp: string) => /^\d{4}-\d{2}-\d{2}/.exec(timestamp)?.[0] ?? timestamp

export const linkItemRow = (l: LinkView): DirectoryItemView => ({
  type: 'links',
  id: l.id,
  title: l.title,
  preview: l.longurl,
  link: l.shorturl,
  date: day(l.date),
})

/** The list does not say whether a code is dynamic, so where it leads is left for the next load. */
export const qrItemRow = (q: QrView): DirectoryItemView => ({
  type: 'qr',
  id: q.id,
  title: q.name,
  preview: q.link,
  link: '',
  date: day(q.date),
})

export const bioItemRow = (b: BioItem): DirectoryItemView => ({
  type: 'bio',
  id: b.id,
  title: b.name,
  preview: b.url,
  link: b.url,
  date: day(b.date),
})
