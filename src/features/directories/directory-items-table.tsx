import type { DirectoryItemView } from '@contract/directories'
import { isHttpUrl } from '@contract/fields'
import { RowActions, RowActionsHead } from '@/components/resource/row-actions'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { CopyButton } from '@/components/ui/copy-button'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'

const TYPES: Record<string, { label: string; tone: BadgeTone }> = {
  links: { label: 'Link', tone: 'blue' },
  bio: { label: 'Bio page', tone: 'violet' },
  qr: { label: 'QR code', tone: 'green' },
}

function ExternalLink({ href, className = '' }: { href: string; className?: string }) {
  if (!isHttpUrl(href)) return <span className={`break-all ${className}`}>{href || '—'}</span>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`break-all text-brand-700 underline-offset-2 hover:underline dark:text-blue-300 ${className}`}
    >
      {href}
    </a>
  )
}

function Preview({ item }: { item: DirectoryItemView }) {
  if (item.type === 'qr' && isHttpUrl(item.preview)) {
    return (
      <img
        src={item.preview}
        alt={`QR code “${item.title}”`}
        loading="lazy"
        className="size-12 rounded border border-slate-200 bg-white p-0.5 dark:border-slate-600"
      />
    )
  }
  return <ExternalLink href={item.preview} className="line-clamp-2 text-xs" />
}

/** Issue 40 item 18: a static code has no short link; the API then sends its image's address, which is no link to share. */
const staticCode = (item: DirectoryItemView) => item.type === 'qr' && item.link !== '' && item.link === item.preview

export const itemKey = (item: Pick<DirectoryItemView, 'type' | 'id'>) => `${item.type}-${item.id}`

/** X2: rows can be picked and removed; left out against a service without the removal. */
export interface ItemRemoval {
  selected: ReadonlySet<string>
  toggle: (item: DirectoryItemView, on: boolean) => void
  remove: (item: DirectoryItemView) => void
}

const itemName = (item: DirectoryItemView) => item.title || 'Untitled'

export function DirectoryItemsTable({ items, removal }: { items: DirectoryItemView[]; removal?: ItemRemoval }) {
  const all = removal !== undefined && items.length > 0 && items.every((i) => removal.selected.has(itemKey(i)))
  return (
    <Table
      caption="Items in this directory"
      head={
        <>
          {removal && (
            <Th className="w-10">
              <input
                type="checkbox"
                aria-label="Select every item on this page"
                checked={all}
                onChange={(e) => items.forEach((i) => removal.toggle(i, e.target.checked))}
              />
            </Th>
          )}
          <Th>Type</Th>
          <Th>Title</Th>
          <Th className="hidden md:table-cell">Preview</Th>
          <Th className="hidden sm:table-cell">Short link</Th>
          <Th className="hidden text-right lg:table-cell">Created</Th>
          {removal && <RowActionsHead />}
        </>
      }
    >
      {items.map((item) => {
        const type = TYPES[item.type] ?? { label: item.type || 'unknown', tone: 'slate' as const }
        return (
          <tr key={itemKey(item)}>
            {removal && (
              <Td className="w-10">
                <input
                  type="checkbox"
                  aria-label={`Select ${itemName(item)}`}
                  checked={removal.selected.has(itemKey(item))}
                  onChange={(e) => removal.toggle(item, e.target.checked)}
                />
              </Td>
            )}
            <Td className="whitespace-nowrap">
              <Badge tone={type.tone}>{type.label}</Badge>
            </Td>
            <Td className="font-medium">
              {item.title || <span className="text-slate-500 dark:text-slate-400">Untitled</span>}
              {!staticCode(item) && (
                <span className="block text-xs font-normal sm:hidden">
                  <ExternalLink href={item.link} />
                </span>
              )}
            </Td>
            <Td className="hidden max-w-xs md:table-cell">
              <Preview item={item} />
            </Td>
            <Td className="hidden text-xs sm:table-cell">
              {staticCode(item) ? (
                <span className="text-slate-600 dark:text-slate-300">None: a static code</span>
              ) : item.link ? (
                <span className="flex items-center gap-2">
                  <ExternalLink href={item.link} className="min-w-0" />
                  <CopyButton value={item.link} label={`Copy the short link of ${item.title || 'this item'}`} className="shrink-0" />
                </span>
              ) : (
                '—'
              )}
            </Td>
            <Td className="hidden whitespace-nowrap text-right text-slate-600 lg:table-cell dark:text-slate-300">
              {formatTimestamp(item.date)}
            </Td>
            {removal && <RowActions actions={[{ label: 'Remove', target: `${itemName(item)} from this directory`, onClick: () => removal.remove(item) }]} />}
          </tr>
        )
      })}
    </Table>
  )
}
